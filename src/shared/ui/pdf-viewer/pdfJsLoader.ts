import type { PdfDocument, PdfLoader } from './types';

/** The file's bytes; a refusal (404, 500) is an error like a failed connection. */
async function fetchBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`PDF ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The browser loader: pdf.js is imported on first use (its own chunk), so nothing of it
 * reaches a page that does not open a PDF. The worker is a separate file the bundler
 * emits (`new URL(..., import.meta.url)`), fetched by pdf.js when the first document opens.
 *
 * The file is fetched here, beside pdf.js's chunk, and handed to pdf.js as bytes: a viewer
 * closed while pdf.js itself fetched it (a page left before its PDF arrived) ended that
 * request with a rejection pdf.js leaves unhandled ("Worker was terminated", an error on
 * whatever page the user went to); this request is aborted by the viewer, which handles it.
 */
export const pdfJsLoader: PdfLoader = (url) => {
  const abort = new AbortController();
  let destroyTask: (() => void) | null = null;
  const promise = Promise.all([import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist'), fetchBytes(url, abort.signal)]).then(async ([pdfjs, data]) => {
    if (abort.signal.aborted) throw new Error('PDF loading cancelled');
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    const task = pdfjs.getDocument({ data });
    // Stopping a load pdf.js has begun ends its worker; the promise it gives back then rejects
    // ("Worker was terminated"), which says nothing the viewer has not decided itself.
    destroyTask = () => void task.destroy().catch(() => undefined);
    // PDFDocumentProxy and PDFPageProxy satisfy the viewer's interface; their viewport
    // and render types are wider than the viewer needs.
    return (await task.promise) as unknown as PdfDocument;
  });
  return {
    promise,
    destroy: () => {
      abort.abort();
      destroyTask?.();
    },
  };
};
