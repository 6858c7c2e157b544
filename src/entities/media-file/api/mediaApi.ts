import { baseApi, dataShape, type DataOf, type DownloadResult, type QueryOf, type ReceivedFile, type ResponseOf } from '@/shared/api';
import { MEDIA_SYS_CODE } from '@/shared/config';
import { storableFileName } from '@/shared/lib/validation';
import { documentKindOf, type MediaArea } from '../config/codes';
import type { UploadedFile } from '../lib/items';

const UPLOAD = '/kj-media/media/opera/do/uploadMediaFile';
const UPLOAD_OCR = '/kj-media/media/opera/do/uploadMediaFileWithOcr';
const SHOW = '/kj-media/media/opera/showFileByCatgIdBusiKey';
const DELETE_ONE = '/kj-media/media/opera/do/deleteFileByFileId';
const RENAME = '/kj-media/media/opera/do/renameFile';
const DELETE_AREA = '/kj-media/media/opera/do/deleteFileByCatgId';
const DOWNLOAD = '/kj-media/media/opera/downloadFileById';

export type OcrUploadData = NonNullable<DataOf<typeof UPLOAD_OCR>>;

/** Which stored files to list: a business key, narrowed to a model and category when given. */
export interface MediaQuery {
  busiKey: string;
  modelCode?: string;
  catgId?: string;
}

/**
 * One file to upload. Callers with `onProgress` dispatch untracked
 * (`initiate(arg, { track: false })`), so neither the file nor the callback reaches the store.
 */
export interface MediaUpload {
  area: MediaArea;
  file: File;
  /** The OCR variant (CENT005, CCONTACT001, CCONTACT002). */
  ocr: boolean;
  onProgress?: (percent: number) => void;
}

const areaParams = (area: MediaArea) =>
  ({ modelCode: area.modelCode, catgId: area.catgId, busiKey: area.busiKey, sysCode: MEDIA_SYS_CODE }) satisfies QueryOf<typeof UPLOAD>;

/** The multipart body: the file under a name that meets 000 §5's rule, made from the user's (storableFileName). */
const formOf = (file: File, area: MediaArea) => {
  const form = new FormData();
  form.append('file', file, storableFileName(file.name, documentKindOf(area.catgId)));
  return form;
};

const listTag = (query: MediaQuery) => ({ type: 'MediaFile' as const, id: `${query.busiKey}/${query.modelCode ?? ''}/${query.catgId ?? ''}` });

const withTag = baseApi.enhanceEndpoints({ addTagTypes: ['MediaFile'] });

/**
 * The kj-media calls (001 §7 "Signing and files", DESIGN §11): upload (plain or with OCR),
 * the stored files of an area, delete one or all of an area, and a file's content for the
 * viewer. Files of an area are tagged 'MediaFile'; uploading and deleting invalidate them.
 */
export const mediaApi = withTag.injectEndpoints({
  endpoints: (build) => ({
    listMediaFiles: build.query<UploadedFile[], MediaQuery>({
      query: (query) => ({
        url: SHOW,
        method: 'POST',
        params: {
          busiKey: query.busiKey,
          ...(query.modelCode ? { modelCode: query.modelCode } : {}),
          ...(query.catgId ? { catgId: query.catgId } : {}),
          sysCode: MEDIA_SYS_CODE,
        } satisfies QueryOf<typeof SHOW>,
      }),
      // The field shows its own could-not-be-loaded state with a retry.
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof SHOW>>('array') },
      transformResponse: (response: ResponseOf<typeof SHOW>) => response.data ?? [],
      providesTags: (_result, _error, query) => [listTag(query), { type: 'MediaFile', id: query.busiKey }],
    }),

    /**
     * Uploads one file with real progress; the OCR variant also returns what it read.
     * Errors are the field's to show (it removes the file and tells why, 001 §8).
     */
    uploadMediaFile: build.mutation<{ file: UploadedFile; ocr: OcrUploadData['ocrResult'] | null }, MediaUpload>({
      query: ({ area, file, ocr, onProgress }) => ({
        url: ocr ? UPLOAD_OCR : UPLOAD,
        method: 'POST',
        params: areaParams(area),
        body: formOf(file, area),
        onUploadProgress: onProgress,
      }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof UPLOAD>>('object') },
      transformResponse: (response: ResponseOf<typeof UPLOAD> | ResponseOf<typeof UPLOAD_OCR>, _meta, { ocr }) => {
        const data = response.data ?? null;
        if (ocr) {
          const result = (data ?? {}) as OcrUploadData;
          return { file: result.mediaFile ?? {}, ocr: result.ocrResult ?? null };
        }
        return { file: (data ?? {}) as UploadedFile, ocr: null };
      },
      invalidatesTags: (_result, _error, { area }) => [{ type: 'MediaFile', id: area.busiKey }],
    }),

    deleteMediaFile: build.mutation<void, { fileId: string; busiKey?: string }>({
      query: ({ fileId }) => ({ url: DELETE_ONE, method: 'POST', params: { fileId } satisfies QueryOf<typeof DELETE_ONE> }),
      // The upload field tells why a removal failed (and keeps the file).
      extraOptions: { handlesErrors: true },
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { busiKey }) => (busiKey ? [{ type: 'MediaFile', id: busiKey }] : ['MediaFile']),
    }),

    /**
     * Renames a stored file (the assumed renameFile: 000 §3's fileRename); the name meets 000 §5's
     * rule, its extension included. The viewer's rename says why a refusal came (the server's message).
     */
    renameMediaFile: build.mutation<UploadedFile, { fileId: string; fileRename: string; busiKey?: string }>({
      query: ({ fileId, fileRename }) => ({ url: RENAME, method: 'POST', params: { fileId, fileRename } satisfies QueryOf<typeof RENAME> }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof RENAME>>('object') },
      transformResponse: (response: ResponseOf<typeof RENAME>) => response.data ?? {},
      invalidatesTags: (_result, _error, { busiKey }) => (busiKey ? [{ type: 'MediaFile', id: busiKey }] : ['MediaFile']),
    }),

    deleteMediaFilesOfArea: build.mutation<void, MediaArea>({
      query: (area) => ({ url: DELETE_AREA, method: 'POST', params: areaParams(area) satisfies QueryOf<typeof DELETE_AREA> }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, area) => [{ type: 'MediaFile', id: area.busiKey }],
    }),

    /**
     * A stored file's content (the viewer, its download): handed to `onFile`, not saved.
     * Dispatch untracked (`track: false`): the callback stays out of the store.
     */
    openMediaFile: build.mutation<DownloadResult, { fileId: string; onFile: (file: ReceivedFile) => void }>({
      query: ({ fileId, onFile }) => ({
        url: DOWNLOAD,
        method: 'GET',
        params: { fileId } satisfies QueryOf<typeof DOWNLOAD, 'get'>,
        onFile,
      }),
      extraOptions: { download: true },
    }),
  }),
});

export const {
  useListMediaFilesQuery,
} = mediaApi;
