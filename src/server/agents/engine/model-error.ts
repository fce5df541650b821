/**
 * A model failure as the rest of the server handles it, apart from the model path (model.ts)
 * so that handling one does not load the AI SDK: the SDK loads with the first call to a
 * model, and a server on the offline engine never loads it (decision 050).
 */

/**
 * A model failure told to the user: the message is one of MODEL_ERROR_MESSAGES. `details`
 * (the provider's error class, HTTP status, endpoint and message, never the prompt) are for
 * the server log only.
 */
export class ModelRunError extends Error {
  readonly details: Record<string, unknown>;

  constructor(message: string, options?: { cause?: unknown; details?: Record<string, unknown> }) {
    super(message, { cause: options?.cause });
    this.details = options?.details ?? { message };
  }
}

/** What the server log keeps of an error from the model path. */
export function loggedModelError(error: unknown): unknown {
  return error instanceof ModelRunError ? error.details : error;
}
