import type { MockedExchange } from './validator';

const isText = (contentType: string | null) => /json|text|xml/i.test(contentType ?? '');

/** Reads a mocked response (from a clone, so the caller can still send it) for validation. */
export async function toExchange(request: Request, response: Response): Promise<MockedExchange> {
  const contentType = response.headers.get('content-type');
  return {
    method: request.method,
    url: request.url,
    status: response.status,
    contentType,
    body: isText(contentType) ? await response.clone().text() : null,
  };
}
