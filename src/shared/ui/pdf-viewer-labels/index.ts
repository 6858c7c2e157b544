export { usePdfViewerLabels } from './usePdfViewerLabels';
