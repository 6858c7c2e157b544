export { fileNameFromContentDisposition } from './fileName';
export { saveBlob } from './saveBlob';
