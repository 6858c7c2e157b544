import { alignFetchGlobals } from '@mocks/testing/fetchGlobals';

// Pact tests send real requests from happy-dom: headers must survive (see the helper).
alignFetchGlobals();

// happy-dom's Response.clone() empties both bodies of a response read from a real socket
// (capricorn86/happy-dom#2353), and fetchBaseQuery clones every response. Buffer the body
// so the response the app sees is an in-memory one, which clones correctly.
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const response = await networkFetch(input, init);
  const body = await response.arrayBuffer();
  const buffered = new Response(body.byteLength > 0 ? body : null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // Keep what the base query reads to detect redirects.
  for (const key of ['url', 'redirected', 'type'] as const) {
    Object.defineProperty(buffered, key, { value: response[key], configurable: true });
  }
  return buffered;
};
