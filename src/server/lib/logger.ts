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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  return destination ? pino(options, destination) : pino(options);
}
