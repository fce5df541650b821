/** A client-facing error: one middleware turns it into `{ error: { code, message } }`. */
export type ErrorCode =
  | 'bad_request'
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'internal_error'
  /** What the answer needs could not be read or written just now (the database): try again. */
  | 'unavailable';

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: (typeof STATUS)[ErrorCode];
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string } = {}) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    this.field = options.field;
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('forbidden', message);
