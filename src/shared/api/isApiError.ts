import type { ApiError } from './baseQuery';

/** What RTK Query's unwrap() rejects with when the server answered with an error. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
