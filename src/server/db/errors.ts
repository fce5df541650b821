/**
 * Database refusals caused by the request (bad values, a stored procedure's validation,
 * a missing permission) become 4xx AppErrors instead of 500s. Both drivers put the
 * SQLSTATE on the error or, through Drizzle, on its cause.
 */
import { MESSAGES } from '@/shared/messages';
import { AppError } from '../lib/errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

function sqlState(error: unknown): { code: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, message: String(candidate.message ?? '') };
    }
    current = candidate.cause;
  }
  return null;
}

/** The AppError for a client-caused database error, or the error itself. */
export function fromDatabaseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const state = sqlState(error);
  if (!state) return error;
  // PostgreSQL text cannot hold U+0000 (22021 in text, 22P05 in jsonb).
  if (state.code === '22021' || state.code === '22P05') {
    return new AppError('validation_error', NUL_MESSAGE);
  }
  // 22xxx data exceptions (including the procedures' own 22023), raise_exception, and
  // constraint violations a request can trigger.
  if (state.code.startsWith('22') || state.code === 'P0001') {
    return new AppError('validation_error', state.message);
  }
  if (state.code === '23514' || state.code === '23502' || state.code === '23503') {
    return new AppError(
      'validation_error',
      'The values given break a rule of the data: check them and try again',
    );
  }
  if (state.code === '42501') {
    // A row-level security refusal of a write: the organization's policies cannot be
    // reached through the API, so it is a client-scoped member writing outside their clients.
    if (/row-level security/.test(state.message))
      return new AppError('forbidden', MESSAGES.permissions.outsideClientScope);
    return new AppError('forbidden', state.message);
  }
  return error;
}

/** A unique constraint or index refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error)?.code === '23505';
}

/** Rethrows a database error as the matching AppError (for `.catch(rethrowDatabaseError)`). */
export function rethrowDatabaseError(error: unknown): never {
  throw fromDatabaseError(error);
}
