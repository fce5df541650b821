import pino from 'pino';
import { REDACTED } from './redact';

export type Logger = pino.Logger;

/**
 * Keys whose values never reach a log: credentials, single-use tokens, and what users and
 * models write (prompts, document text, e-mail bodies and their links). `requestBodyValues`
 * and `responseBody` are where the AI SDK's errors keep the prompt and the model's answer.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'prompt',
  'system',
  'messages',
  'text',
  'content',
  'html',
  'link',
  'links',
  'requestBodyValues',
  'responseBody',
];

/** The top level and two levels down: `{ err: { requestBodyValues } }`, `{ req: { headers: { cookie } } }`. */
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = `["${key}"]`;
  return [k, `*${k}`, `*.*${k}`];
});

/** Key names compared case-insensitively, for the error serializer's walk. */
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const MAX_ERROR_DEPTH = 6;

/**
 * Errors nest deeper than redaction paths reach: the AI SDK's RetryError lists every failed
 * call, each with its prompt, under `errors` (and pino copies them to `aggregateErrors`).
 */
function serializeError(error: Error) {
  return scrub(pino.stdSerializers.err(error), 0);
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_ERROR_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY_SET.has(key.toLowerCase()) ? REDACTED : scrub(item, depth + 1),
    ]),
  );
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
