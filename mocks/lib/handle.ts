import { MockFailure, failureResponse } from './errors';

interface ResolverInfo {
  request: Request;
  response: { untyped(response: Response): unknown };
}

/**
 * Runs a handler body and turns a thrown MockFailure (lib/errors.ts) into the error
 * envelope in the request's language, so handlers read as the server's checks in order.
 */
export async function handle<I extends ResolverInfo, R>(info: I, body: (info: I) => R | Promise<R>): Promise<R> {
  try {
    return await body(info);
  } catch (error) {
    if (error instanceof MockFailure) return info.response.untyped(failureResponse(info.request, error)) as R;
    throw error;
  }
}
