// The viewer module is meant to be loaded lazily (React.lazy / dynamic import) by the
// screens that show a PDF; pdf.js itself is a further chunk loaded on first document.
export { PdfViewer, type PdfViewerLabels, type PdfViewerStatus } from './PdfViewer';
export type { PdfLoader, PdfDocument, PdfPage } from './types';
