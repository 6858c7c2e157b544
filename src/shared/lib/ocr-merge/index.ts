export { mergeOcr, sameOcrValue, type OcrConflict } from './mergeOcr';
