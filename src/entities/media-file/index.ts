export { MEDIA_MODEL, MEDIA_CATEGORY, type MediaArea } from './config/codes';
export {
  mediaApi,
  useListMediaFilesQuery,
  type MediaQuery,
} from './api/mediaApi';
export { splitOcrName } from './lib/ocrName';
export { doneCount, newMediaId, toUploadItem } from './lib/items';
export { openStoredFile, readStoredFile, storedFileIds, untracked } from './model/transport';
export { useStoredFiles, useStoredRecordFiles } from './model/storedFiles';
export { recheckUploads } from './lib/recheckUploads';
export { MediaUploadField, type MediaUploadFieldProps } from './ui/MediaUploadField';
export type { OcrFields, UploadItem } from '@/shared/ui/upload';
