/**
 * A `fetch` for fetchBaseQuery that sends through XMLHttpRequest, the one browser API that
 * reports how much of a request body has left (fetch has no upload progress). The base
 * query uses it for a multipart upload whose caller asks for progress (001 §9 upload:
 * real progress), so the answer still goes through the one envelope handling, time limit
 * and error catalogue.
 *
 * Aborting the request's signal (the caller's abort or the base query's time limit)
 * aborts the transfer and rejects with the signal's reason, as fetch does.
 */
export function sendWithProgress(onProgress: (percent: number) => void): (input: RequestInfo, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const signal = request.signal;
    const reasonOf = () => signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');
    if (signal.aborted) throw reasonOf();
    // The encoded multipart body (with the boundary its Content-Type names).
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    // An abort while the body was read: nothing is sent (the listener below would never hear it).
    if (signal.aborted) throw reasonOf();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      });
      // Settles once: some XMLHttpRequest stand-ins (test interceptors) send no abort event.
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        outcome();
      };
      const onAbort = () => {
        xhr.abort();
        finish(() => reject(reasonOf()));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.addEventListener('load', () =>
        finish(() => {
          const response = new Response(xhr.status === 204 || xhr.status === 205 ? null : (xhr.response as Blob | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          });
          // What the base query reads to tell a redirect to the sign-on page (XHR follows it).
          const redirected = Boolean(xhr.responseURL) && xhr.responseURL !== request.url;
          Object.defineProperty(response, 'redirected', { value: redirected, configurable: true });
          Object.defineProperty(response, 'url', { value: xhr.responseURL || request.url, configurable: true });
          resolve(response);
        }),
      );
      xhr.addEventListener('error', () => finish(() => reject(new TypeError('Network request failed'))));
      xhr.addEventListener('abort', () => finish(() => reject(reasonOf())));
      xhr.addEventListener('timeout', () => finish(() => reject(new TypeError('Network request timed out'))));
      xhr.send(body);
    });
  };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
