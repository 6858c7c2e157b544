import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { pdfJsLoader } from './pdfJsLoader';

// pdf.js itself needs a canvas and a worker (the end-to-end tests open real PDFs): here, what it is handed.
const getDocument = rs.hoisted(() => rs.fn(() => ({ promise: Promise.resolve({ numPages: 1 }), destroy: () => Promise.resolve() })));
rs.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument }));

/** A fetch that answers only when told to, and records the signal it was given. */
function pendingFetch() {
  const calls: { url: string; signal: AbortSignal }[] = [];
  rs.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const signal = init!.signal!;
    calls.push({ url: String(input), signal });
    return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  return calls;
}

describe('pdfJsLoader: the PDF is fetched by the viewer, not by pdf.js', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('asks for the file at once, beside pdf.js’s own chunk, with the page’s credentials', () => {
    const calls = pendingFetch();
    const task = pdfJsLoader('/terms/accountServicesZh.pdf');
    task.promise.catch(() => undefined);
    expect(calls.map((call) => call.url)).toEqual(['/terms/accountServicesZh.pdf']);
    expect(globalThis.fetch).toHaveBeenCalledWith('/terms/accountServicesZh.pdf', expect.objectContaining({ credentials: 'same-origin' }));
    task.destroy();
  });

  it('closed while the file is on its way (the user left the page): the request is aborted and the task rejects, for the viewer to ignore', async () => {
    const calls = pendingFetch();
    const task = pdfJsLoader('/demo-files/platform-agreement.pdf');
    task.destroy();
    expect(calls[0]!.signal.aborted).toBe(true);
    await expect(task.promise).rejects.toThrow();
  });

  it('hands the fetched bytes to pdf.js, which never fetches the file itself', async () => {
    rs.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46])));
    await expect(pdfJsLoader('/terms/accountServicesZh.pdf').promise).resolves.toEqual({ numPages: 1 });
    expect(getDocument).toHaveBeenLastCalledWith({ data: new Uint8Array([0x25, 0x50, 0x44, 0x46]) });
  });

  it('a file the server refuses is an error (the viewer says the document could not be loaded), not bytes for pdf.js', async () => {
    rs.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not found', { status: 404 }));
    await expect(pdfJsLoader('/terms/missing.pdf').promise).rejects.toThrow('HTTP 404');
  });
});
