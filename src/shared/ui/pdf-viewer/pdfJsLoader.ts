import type { PdfDocument, PdfLoader } from './types';

/**
 * The browser loader: pdf.js is imported on first use (its own chunk), so nothing of it
 * reaches a page that does not open a PDF. The worker is a separate file the bundler
 * emits (`new URL(..., import.meta.url)`), fetched by pdf.js when the first document opens.
 */
export const pdfJsLoader: PdfLoader = (url) => {
  let destroyed = false;
  let destroyTask: (() => void) | null = null;
  const promise = import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then(async (pdfjs) => {
    if (destroyed) throw new Error('PDF loading cancelled');
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    const task = pdfjs.getDocument({ url });
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
      destroyed = true;
      destroyTask?.();
    },
  };
};
