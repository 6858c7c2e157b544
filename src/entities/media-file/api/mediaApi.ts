import {
  dataShape, generatedApi, multipart, withOwnRequests, type ArgOfEndpoint, type DataOfEndpoint, type DownloadResult, type ReceivedFile, type ResponseOfEndpoint, type WithResults,
} from '@/shared/api';
import { MEDIA_SYS_CODE } from '@/shared/config';
import { storableFile } from '@/shared/lib/validation';
import { documentKindOf, type MediaArea } from '../config/codes';
import type { UploadedFile } from '../lib/items';

type OcrUploadData = NonNullable<DataOfEndpoint<'uploadMediaFileWithOcr'>>;

/** Which stored files to list: a business key, narrowed to a model and category when given. */
export type MediaQuery = Omit<ArgOfEndpoint<'listMediaFiles'>, 'sysCode'>;

/**
 * One file to upload. Callers with `onProgress` dispatch untracked
 * (`initiate(arg, { track: false })`), so neither the file nor the callback reaches the store.
 */
interface MediaUpload {
  area: MediaArea;
  file: File;
  onProgress?: (percent: number) => void;
}

/** One stored file, with the business key whose list changes with it (its tag). */
interface StoredFile {
  fileId: string;
  busiKey?: string;
}

interface UploadResult {
  file: UploadedFile;
  ocr: OcrUploadData['ocrResult'] | null;
}

const listTag = (query: MediaQuery) => ({ type: 'MediaFile' as const, id: `${query.busiKey}/${query.modelCode ?? ''}/${query.catgId ?? ''}` });
const areaTag = (busiKey?: string) => (busiKey ? [{ type: 'MediaFile' as const, id: busiKey }] : ['MediaFile' as const]);

/** The upload's document argument: the area, and the file under a name that meets 000 §5's rule, made from the user's. */
const uploadArg = ({ area, file }: MediaUpload): ArgOfEndpoint<'uploadMediaFile'> => ({
  ...area,
  sysCode: MEDIA_SYS_CODE,
  uploadFileForm: { file: storableFile(file, documentKindOf(area.catgId)) },
});

/**
 * The calls' arguments are the portal's: a list its area, an upload its file and progress, a
 * removal or rename the business key whose list it changes, the viewer's read its receiver.
 * Dispatch the uploads and `openMediaFile` untracked (`track: false`): callbacks stay out of the store.
 */
const mediaCalls = withOwnRequests<
  typeof generatedApi,
  {
    listMediaFiles: MediaQuery;
    uploadMediaFile: MediaUpload;
    uploadMediaFileWithOcr: MediaUpload;
    deleteMediaFile: StoredFile;
    renameMediaFile: StoredFile & { fileRename: string };
    deleteMediaFilesOfArea: MediaArea;
    openMediaFile: { fileId: string; onFile: (file: ReceivedFile) => void };
  }
>(generatedApi, {
  listMediaFiles: (query, request) => request({ ...query, sysCode: MEDIA_SYS_CODE }),
  uploadMediaFile: (upload, request) => multipart(request(uploadArg(upload)), upload.onProgress),
  uploadMediaFileWithOcr: (upload, request) => multipart(request(uploadArg(upload)), upload.onProgress),
  deleteMediaFile: ({ fileId }, request) => request(fileId),
  renameMediaFile: ({ fileId, fileRename }, request) => request({ fileId, fileRename }),
  deleteMediaFilesOfArea: (area, request) => request({ ...area, sysCode: MEDIA_SYS_CODE }),
  openMediaFile: ({ fileId, onFile }, request) => ({ ...request(fileId), onFile }),
});

/**
 * The kj-media calls (001 §7 "Signing and files", DESIGN §11): upload (plain or with OCR),
 * the stored files of an area, delete one or all of an area, rename one, and a file's content
 * for the viewer. Files of an area are tagged 'MediaFile'; uploading and deleting invalidate them.
 */
export const mediaApi = mediaCalls.enhanceEndpoints<
  'MediaFile',
  WithResults<{
    listMediaFiles: UploadedFile[];
    uploadMediaFile: UploadResult;
    uploadMediaFileWithOcr: UploadResult;
    deleteMediaFile: void;
    renameMediaFile: UploadedFile;
    deleteMediaFilesOfArea: void;
    openMediaFile: DownloadResult;
  }>
>({
  addTagTypes: ['MediaFile'],
  endpoints: {
    listMediaFiles: {
      // The field shows its own could-not-be-loaded state with a retry.
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'listMediaFiles'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listMediaFiles'>) => response.data ?? [],
      providesTags: (_result, _error, query) => [listTag(query), { type: 'MediaFile', id: query.busiKey }],
    },
    // Errors of an upload are the field's to show (it removes the file and tells why, 001 §8).
    uploadMediaFile: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'uploadMediaFile'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'uploadMediaFile'>) => ({ file: response.data ?? {}, ocr: null }),
      invalidatesTags: (_result, _error, { area }) => areaTag(area.busiKey),
    },
    // The OCR variant (CENT005, CCONTACT001, CCONTACT002) also returns what it read.
    uploadMediaFileWithOcr: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'uploadMediaFileWithOcr'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'uploadMediaFileWithOcr'>) => ({ file: response.data?.mediaFile ?? {}, ocr: response.data?.ocrResult ?? null }),
      invalidatesTags: (_result, _error, { area }) => areaTag(area.busiKey),
    },
    deleteMediaFile: {
      // The upload field tells why a removal failed (and keeps the file).
      extraOptions: { handlesErrors: true },
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { busiKey }) => areaTag(busiKey),
    },
    /**
     * Renames a stored file (the assumed renameFile: 000 §3's fileRename); the name meets 000 §5's
     * rule, its extension included. The viewer's rename says why a refusal came (the server's message).
     */
    renameMediaFile: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'renameMediaFile'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'renameMediaFile'>) => response.data ?? {},
      invalidatesTags: (_result, _error, { busiKey }) => areaTag(busiKey),
    },
    deleteMediaFilesOfArea: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { busiKey }) => areaTag(busiKey),
    },
    /** A stored file's content (the viewer, its download): handed to `onFile`, not saved. */
    openMediaFile: { extraOptions: { download: true } },
  },
});

export const {
  useListMediaFilesQuery,
} = mediaApi;
