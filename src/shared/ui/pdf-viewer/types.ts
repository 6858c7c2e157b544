/**
 * The slice of pdf.js the viewer uses, as an interface so the viewer can be driven by a
 * fake document in tests (happy-dom has no canvas) and by pdf.js in the browser.
 */
interface PdfViewport {
  width: number;
  height: number;
}

export interface PdfRenderTask {
  promise: Promise<void>;
  cancel(): void;
}

export interface PdfPage {
  /** The page's own rotation in degrees (pdf.js `rotate`); 0 when absent. */
  readonly rotate?: number;
  /** `rotation`: clockwise degrees (a multiple of 90) replacing the page's own rotation (pdf.js semantics). */
  getViewport(options: { scale: number; rotation?: number }): PdfViewport;
  render(options: { canvas: HTMLCanvasElement; viewport: PdfViewport; transform?: number[] }): PdfRenderTask;
}

export interface PdfDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void> | void;
}

/** An opened document on its way: the promise settles once; destroy stops loading. */
interface PdfLoadingTask {
  promise: Promise<PdfDocument>;
  destroy(): void;
}

/** Opens the document at `url`. */
export type PdfLoader = (url: string) => PdfLoadingTask;
