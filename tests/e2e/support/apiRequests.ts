import type { BrowserContext, Request as PageRequest, Response as PageResponse } from '@playwright/test';
import { isServiceCall } from '../../../src/shared/config/servicePrefixes';
import { DEMO_FILES_PATH } from '../../../mocks/lib/demoFiles';
import {
  formatViolation,
  openApiRequestValidator,
  openApiValidator,
  toExchange,
  toMockedRequest,
  type Violation,
} from '../../../mocks/validation';

/**
 * Whether a request is a call to one of the kj-* services, which the OpenAPI document
 * describes. The demo files `npm run mock:server` serves under a service's prefix are files,
 * not calls.
 */
export const isApiCall = (url: string) => {
  const { pathname } = new URL(url);
  return isServiceCall(pathname) && !pathname.startsWith(`${DEMO_FILES_PATH}/`);
};

/** The page's request rebuilt as a Fetch Request, as the mock's own hosts see it. */
function toFetchRequest(request: PageRequest): Request {
  const contentType = request.headers()['content-type'];
  const body = request.method() === 'GET' || request.method() === 'HEAD' ? null : request.postDataBuffer();
  return new Request(request.url(), {
    method: request.method(),
    headers: contentType ? { 'content-type': contentType } : {},
    body: body && body.length > 0 ? new Uint8Array(body) : null,
  });
}

/** The page's response rebuilt as a Fetch Response (its body, status and content type). */
async function toFetchResponse(response: PageResponse): Promise<Response | null> {
  const contentType = response.headers()['content-type'];
  // A page that reloads or leaves drops the answers still arriving: nothing to judge then.
  const body = await response.body().catch(() => null);
  if (body === null) return null;
  const status = response.status();
  const empty = status === 204 || status === 304 || body.length === 0;
  return new Response(empty ? null : new Uint8Array(body), { status, headers: contentType ? { 'content-type': contentType } : {} });
}

/**
 * Checks every kj-* answer the page receives against openapi/openapi.yaml, as a validating
 * proxy in front of the backend would (the same validator as the unit tests' mock). Tests
 * that make the mock answer off the document on purpose (its fault switch) turn it off.
 */
export function watchApiResponses(context: BrowserContext) {
  const pending: Promise<Violation | null>[] = [];
  context.on('response', (response) => {
    if (!isApiCall(response.url())) return;
    // The demo's service worker's own fetch of a call it did not answer: a page closed
    // while its poll was under way (a test opening a new tab) has no mock left to answer,
    // and the worker's fetch reaches the static server (404). The page's call itself never
    // got an answer; a page whose call the mock missed gets the worker's answer, judged.
    if (response.request().serviceWorker()) return;
    pending.push(
      toFetchResponse(response).then(async (answer) =>
        answer ? openApiValidator()(await toExchange(toFetchRequest(response.request()), answer)) : null,
      ),
    );
  });
  return {
    async take(): Promise<string[]> {
      const results = await Promise.all(pending.splice(0));
      return results.filter((result): result is Violation => result !== null).map(formatViolation);
    },
  };
}

const NO_BODY = 'the operation requires a body and none is sent';

/**
 * Chromium does not hand Playwright the body of a multipart request whose form holds a
 * file (microsoft/playwright#24077: postData is null unless the request is intercepted),
 * so such an upload would read as sent without its required body. For exactly those
 * requests that one finding is dropped; every other check of them stays.
 */
function bodyHiddenFromPlaywright(request: PageRequest): boolean {
  const type = request.headers()['content-type'] ?? '';
  return type.startsWith('multipart/form-data') && request.postDataBuffer() === null;
}

/**
 * Checks every call the portal sends to a kj-* service in this browser context against
 * openapi/openapi.yaml, as a strict server generated from it would (the same validator as
 * the unit tests' mock, mocks/validation). The in-browser mock carries no validator (it
 * would put ajv and the document into the demo bundle), so the check runs here, on the
 * requests Playwright sees leave the page. `take()` returns the violations seen so far.
 */
export function watchApiRequests(context: BrowserContext) {
  const pending: Promise<Violation | null>[] = [];
  context.on('request', (request) => {
    if (!isApiCall(request.url())) return;
    const unseenBody = bodyHiddenFromPlaywright(request);
    pending.push(
      toMockedRequest(toFetchRequest(request)).then((seen) => {
        const violation = openApiRequestValidator()(seen);
        return unseenBody && violation?.message === NO_BODY ? null : violation;
      }),
    );
  });
  return {
    async take(): Promise<string[]> {
      const results = await Promise.all(pending.splice(0));
      return results.filter((result): result is Violation => result !== null).map(formatViolation);
    },
  };
}
