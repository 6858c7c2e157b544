import { server } from '@mocks/node';

interface SeenRequest {
  origin: string;
  path: string;
  method: string;
  search: string;
  /** The Accept-Language header (the portal's language). */
  language: string | null;
  body: unknown;
}

const listening = new Set<(event: { request: Request }) => void>();

/** Every request sent to the mock from now on, with its JSON body (until `stop`, or the end of the test). */
export function recordRequests() {
  const pending: Promise<SeenRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          return { origin: url.origin, path: url.pathname, method: request.method, search: url.search, language: request.headers.get('accept-language'), body };
        }),
    );
  };
  server.events.on('request:start', listener);
  listening.add(listener);
  return {
    all: () => Promise.all(pending),
    to: async (path: string) => (await Promise.all(pending)).filter((seen) => seen.path === path),
    /** The paths requested before and after the first request to `path` (which must have been sent): what was read again after a change. */
    around: async (path: string) => {
      const paths = (await Promise.all(pending)).map((seen) => seen.path);
      const at = paths.indexOf(path);
      if (at < 0) throw new Error(`no request to ${path} was recorded`);
      return { before: paths.slice(0, at), after: paths.slice(at + 1) };
    },
    stop: () => {
      server.events.removeListener('request:start', listener);
      listening.delete(listener);
    },
  };
}

/** Stops every recording (tests/setup/msw.ts, after each test). */
export function stopRecordingRequests(): void {
  for (const listener of listening) server.events.removeListener('request:start', listener);
  listening.clear();
}

/**
 * The file names of a recorded multipart body (its parts' `filename="…"`), as the server
 * reads them: what an upload sent, whatever the card shows.
 */
export function multipartFileNames(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  return [...body.matchAll(/^Content-Disposition: form-data; [^\r\n]*\bfilename="([^"\r\n]*)"/gim)].map((match) => match[1] ?? '');
}
