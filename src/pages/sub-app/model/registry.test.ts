import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { portalAddressCaptured } from '@/shared/lib/navigation';
import { registerSubApps, serveRegistryFile } from '@tests/support/subApps';
import { REGISTRY_MAX_BYTES } from '../lib/registryRules';
import { loadRegistry } from './registry';

/** What the operators read in the console: the `[sub-applications]` warnings. */
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  rs.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => {
  rs.restoreAllMocks();
});

/** A registry of one prefix padded with spaces to `bytes`: valid JSON, only too big. */
const paddedRegistry = (bytes: number) => {
  const text = '{"subApps": [{"prefix": "childScbPortal", "entry": "/scb/"}]}';
  return text + ' '.repeat(bytes - text.length);
};

const CHUNK = 65_536;

/** `text` as a body without a Content-Length, in chunks of 64 KB (a chunked answer); `sent()` is how much of it was asked for. */
function streamed(text: string): { body: ReadableStream<Uint8Array>; sent: () => number } {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + CHUNK));
      offset += CHUNK;
      return undefined;
    },
  });
  return { body, sent: () => Math.min(offset, bytes.length) };
}

describe('reading the registry file (README "Hosting sub-applications")', () => {
  it('reads a deployment without the file (404) as one without sub-applications, quietly', async () => {
    expect(await loadRegistry()).toEqual({ entries: {}, problems: [], unreadable: false });
    expect(warnings).toEqual([]);
  });

  it('reads a valid file', async () => {
    registerSubApps([{ prefix: 'childScbPortal', entry: '/scb/' }]);
    const registry = await loadRegistry();
    expect(registry.unreadable).toBe(false);
    expect(Object.keys(registry.entries)).toEqual(['childScbPortal']);
  });

  it('reads a file with a syntax error as unreadable, and the console names the error and where it is', async () => {
    serveRegistryFile('{\n  "subApps": [\n    { "prefix": "childScbPortal", "entry": "/scb/" },\n  ]\n}\n');
    const registry = await loadRegistry();
    expect(registry).toMatchObject({ entries: {}, unreadable: true });
    expect(warnings).toEqual([expect.stringMatching(/^\[sub-applications\] sub-apps\.json is not valid JSON at line 4, column 3: Unexpected token/)]);
  });

  it('does not read a file over the size limit, declared or streamed, and says so', async () => {
    serveRegistryFile(paddedRegistry(REGISTRY_MAX_BYTES + 1), { headers: { 'Content-Length': String(REGISTRY_MAX_BYTES + 1) } });
    expect(await loadRegistry()).toMatchObject({ entries: {}, unreadable: true });
    const huge = streamed(paddedRegistry(5 * 1024 * 1024));
    serveRegistryFile(huge.body);
    expect(await loadRegistry()).toMatchObject({ entries: {}, unreadable: true });
    // Read no further than the limit (and what the stream had queued ahead).
    expect(huge.sent()).toBeLessThan(REGISTRY_MAX_BYTES + 4 * CHUNK);
    expect(warnings).toEqual([
      '[sub-applications] sub-apps.json is larger than 256 KB and was not read (every prefix registered takes about 2 KB)',
      '[sub-applications] sub-apps.json is larger than 256 KB and was not read (every prefix registered takes about 2 KB)',
    ]);
  });

  it('reads a file of exactly the limit', async () => {
    serveRegistryFile(streamed(paddedRegistry(REGISTRY_MAX_BYTES)).body);
    expect(await loadRegistry()).toMatchObject({ entries: { childScbPortal: expect.any(String) }, unreadable: false });
  });

  it('reads a server error as unreadable, with its status', async () => {
    serveRegistryFile('Bad gateway', { status: 502 });
    expect(await loadRegistry()).toMatchObject({ unreadable: true });
    expect(warnings).toEqual(['[sub-applications] sub-apps.json could not be read: HTTP 502']);
  });

  it('reads the file next to index.html, and resolves relative entries there, whatever path a sub-application left the page on', async () => {
    portalAddressCaptured();
    const start = window.location.href;
    const portalFile = new URL('sub-apps.json', document.baseURI).href;
    const asked: string[] = [];
    server.use(
      http.get('*/sub-apps.json', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ subApps: [{ prefix: 'childScbPortal', entry: './sub-apps/scb/index.html' }] });
      }),
    );
    window.history.pushState(null, '', '/react16/about');
    try {
      const registry = await loadRegistry();
      expect(asked).toEqual([portalFile]);
      expect(registry.entries).toEqual({ childScbPortal: new URL('sub-apps/scb/index.html', portalFile).href });
    } finally {
      window.history.replaceState(null, '', start);
    }
  });
});
