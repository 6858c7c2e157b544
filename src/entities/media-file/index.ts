export { MEDIA_MODEL, MEDIA_CATEGORY, OCR_CATEGORIES, type MediaArea, type MediaCategory } from './config/codes';
export {
  mediaApi,
  useListMediaFilesQuery,
  useUploadMediaFileMutation,
  useDeleteMediaFileMutation,
  useRenameMediaFileMutation,
  useDeleteMediaFilesOfAreaMutation,
  type MediaQuery,
  type MediaUpload,
} from './api/mediaApi';
export { splitOcrName } from './lib/ocrName';
export { doneCount, newMediaId, ocrFieldsOf, toUploadItem, type UploadedFile } from './lib/items';
export { asUserError, openStoredFile, readStoredFile, storedFileIds, untracked, useMediaTransport } from './model/transport';
export { useStoredFiles, useStoredRecordFiles } from './model/storedFiles';
export { recheckUploads } from './lib/recheckUploads';
export { MediaUploadField, type MediaUploadFieldProps } from './ui/MediaUploadField';
export type { OcrFields, UploadItem, UploadTransport } from '@/shared/ui/upload';
