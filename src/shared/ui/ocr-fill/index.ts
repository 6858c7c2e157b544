// What an OCR upload read, put into a form without replacing what the user typed (001 §2.2, §2.3).
export { useOcrFill } from './useOcrFill';
export { OcrChoice } from './OcrChoice';
export { OcrFilledNote } from './OcrFilledNote';
