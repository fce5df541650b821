/**
 * What a user reads when an agent's model fails: one sentence saying what went wrong and
 * what to do, never the provider's own text (it can hold URLs with keys, raw JSON, the
 * prompt echoed back). The details go to the server log.
 */
export const MODEL_ERROR_MESSAGES = {
  timedOut: (seconds: number) =>
    `The model provider did not answer within ${seconds} seconds. Try again, or use a faster model.`,
  missingKey:
    'The model provider needs an API key: an owner or admin can enter it in Settings → AI model (or the server’s LLM_API_KEY), then try again.',
  refused:
    'The model provider refused the request: an owner or admin can check the API key in Settings → AI model (or the server’s LLM_API_KEY), then try again.',
  unknownModel:
    'The model provider does not offer this model: an owner or admin can check its name in Settings → AI model, then try again.',
  rateLimited: 'The model provider is limiting requests right now. Wait a minute, then try again.',
  rejected: (status: number) =>
    `The model provider rejected the request (HTTP ${status}). An owner or admin can check the model and its key in Settings → AI model, then try again.`,
  providerDown: (status: number) =>
    `The model provider had an error of its own (HTTP ${status}). Try again later.`,
  unreachable:
    'The model provider could not be reached. An owner or admin can check its address in Settings → AI model (Test connection), then try again.',
  interrupted:
    'The connection to the model was interrupted before the answer was complete. Try again.',
  badShape: 'The model returned an answer that did not fit the expected shape. Try again.',
  stopped: 'The model stopped before finishing its answer. Try again.',
  empty: 'The model returned an empty answer. Try again.',
  failed:
    'The model run failed. Try again; if it keeps failing, an administrator will find the details in the server log.',
} as const;

/**
 * What a run says when the model's structured answer did not fit its schema (decision 076):
 * it is sent back once with what was wrong, then the offline draft is saved in its place.
 */
export const MODEL_ANSWER_MESSAGES = {
  repairing: 'The model’s answer did not fit the expected shape; asking it to correct it once.',
  repairRequest: (problems: string) =>
    `Your answer did not match the output schema:\n${problems}\nAnswer again with the whole corrected JSON object only, matching the schema, keeping every figure given.`,
  fallback:
    'The model’s answer did not fit the expected shape, even after one correction; this is the offline draft.',
} as const;

/** A run or an answer that failed for a reason other than the model (a bug, the database). */
export const RUN_FAILED_MESSAGE =
  'The run failed on our side. Try again; if it keeps failing, an administrator will find the details in the server log.';
