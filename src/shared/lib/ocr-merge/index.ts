export { mergeOcr, sameOcrValue, type OcrConflict, type OcrMerge } from './mergeOcr';
