import type { BrowserContext, Request as PageRequest } from '@playwright/test';
import { formatViolation, loadOpenApiDocument, openApiRequestValidator, toMockedRequest, type Violation } from '../../../mocks/validation';

/** The services the document describes (/kj-sys, /sso-web, ...): their first path segments. */
const SERVICE_PREFIXES = [...new Set(Object.keys(loadOpenApiDocument().paths ?? {}).map((path) => `/${path.split('/')[1]}/`))];

const isApiCall = (url: string) => {
  const { pathname } = new URL(url);
  return SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
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
    pending.push(toMockedRequest(toFetchRequest(request)).then((seen) => openApiRequestValidator()(seen)));
  });
  return {
    async take(): Promise<string[]> {
      const results = await Promise.all(pending.splice(0));
      return results.filter((result): result is Violation => result !== null).map(formatViolation);
    },
  };
}
