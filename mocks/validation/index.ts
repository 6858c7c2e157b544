import { isServiceCall } from '@/shared/config/servicePrefixes';
import { loadOpenApiDocument, type OpenApiDocument } from './document';
import { toExchange } from './exchange';
import { createRequestValidator, toMockedRequest, type RequestValidator } from './requestValidator';
import { createResponseValidator, type ResponseValidator, type Violation } from './validator';

export { loadOpenApiDocument } from './document';
export { createResponseValidator, formatViolation, type ResponseValidator, type Violation } from './validator';
export { toExchange } from './exchange';
export { createRequestValidator, toMockedRequest, type MockedRequest, type RequestValidator } from './requestValidator';

let shared: ResponseValidator | null = null;
let sharedRequests: RequestValidator | null = null;
let sharedDocument: OpenApiDocument | null = null;

/** openapi/openapi.yaml, read once for both validators. */
const openApiDocument = () => (sharedDocument ??= loadOpenApiDocument());

/** The validator for openapi/openapi.yaml, built on first use (test files without HTTP skip the cost). */
export function openApiValidator(): ResponseValidator {
  shared ??= createResponseValidator(openApiDocument());
  return shared;
}

/** The request validator for openapi/openapi.yaml, built on first use. */
export function openApiRequestValidator(): RequestValidator {
  sharedRequests ??= createRequestValidator(openApiDocument());
  return sharedRequests;
}

/**
 * What the document describes: the calls to the kj-* services. Requests to anything else go
 * unchecked: the portal's own files (the sub-application registry, a sub-application's
 * entry), and `/kj-test/`, a test-only service the document deliberately lacks, which the
 * base-query tests use to send transport shapes (503, redirects, blobs, non-envelope bodies)
 * that no kj-* operation documents.
 */
const isDocumented = (request: Request): boolean => isServiceCall(new URL(request.url).pathname);

/** What `server.events` (setupServer or setupWorker) offers for this purpose. */
interface MockedResponseEvents {
  on(event: 'response:mocked', listener: (args: { request: Request; response: Response }) => void): void;
}

/**
 * Validates every response the handlers produce. `take()` waits for the checks still
 * running and returns (and forgets) the violations seen so far.
 */
export function watchMockedResponses(events: MockedResponseEvents, validator: () => ResponseValidator = openApiValidator) {
  let pending: Promise<Violation | null>[] = [];
  events.on('response:mocked', ({ request, response }) => {
    if (!isDocumented(request)) return;
    pending.push(toExchange(request, response).then((exchange) => validator()(exchange)));
  });
  return {
    async take(): Promise<Violation[]> {
      const checks = pending;
      pending = [];
      const results = await Promise.all(checks);
      return results.filter((result): result is Violation => result !== null);
    },
  };
}

/**
 * Validates every request the handlers answer, as a strict server would before
 * answering (see createRequestValidator). `take()` waits for the checks still running
 * and returns (and forgets) the violations seen so far. The request is read when its
 * response is mocked: handlers read a clone, so the original body is still unread.
 */
export function watchMockedRequests(events: MockedResponseEvents, validator: () => RequestValidator = openApiRequestValidator) {
  let pending: Promise<Violation | null>[] = [];
  events.on('response:mocked', ({ request }) => {
    if (!isDocumented(request)) return;
    pending.push(toMockedRequest(request).then((seen) => validator()(seen)));
  });
  return {
    async take(): Promise<Violation[]> {
      const checks = pending;
      pending = [];
      const results = await Promise.all(checks);
      return results.filter((result): result is Violation => result !== null);
    },
  };
}
