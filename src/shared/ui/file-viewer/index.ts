// Load the viewer lazily (React.lazy / dynamic import) from the screens that preview files;
// PDFs pull shared/ui/pdf-viewer and pdf.js as further chunks, only when one is shown.
export { FileViewer, type FileViewerProps } from './FileViewer';
export type { ViewerFile } from './types';
