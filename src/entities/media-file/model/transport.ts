import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiDispatch, ApiError, ReceivedFile } from '@/shared/api';
import { isApiError } from '@/shared/api';
import { t } from '@/shared/i18n';
import type { UploadTransport } from '@/shared/ui/upload';
import { OCR_CATEGORIES, type MediaArea } from '../config/codes';
import { mediaApi, type MediaQuery } from '../api/mediaApi';
import { ocrFieldsOf } from '../lib/items';

/** A failed call as the Error the upload field shows: the server's message, or the catalogue's text. */
function asUserError(error: unknown): Error {
  if (isApiError(error)) return new Error((error as ApiError).message);
  if (error instanceof Error && error.name !== 'AbortError') return error;
  return new Error(t('errors:notResponding'));
}

/**
 * Awaits a call dispatched untracked (`initiate(arg, { track: false })`: nothing in the
 * store), aborting it with `signal`; a failure becomes the Error the upload field shows.
 */
export async function untracked<T>(request: { unwrap(): Promise<T>; abort(): void }, signal?: AbortSignal): Promise<T> {
  const abort = () => request.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return await request.unwrap();
  } catch (error) {
    throw asUserError(error);
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * A stored file with the name the server gave it (the contract screen's schedule, viewed and
 * saved), through the base query's download path; `signal` aborts it.
 */
export async function readStoredFile(dispatch: ApiDispatch, fileId: string, signal?: AbortSignal): Promise<ReceivedFile> {
  let received: ReceivedFile | null = null;
  await untracked(
    dispatch(mediaApi.endpoints.openMediaFile.initiate({ fileId, onFile: (file) => (received = file) }, { track: false })),
    signal,
  );
  if (!received) throw new Error(t('errors:downloadFailed'));
  return received;
}

/** The content of a stored file (the upload field's viewer). */
export async function openStoredFile(dispatch: ApiDispatch, fileId: string): Promise<Blob> {
  return (await readStoredFile(dispatch, fileId)).blob;
}

/**
 * The ids of the files stored under a query, read from the service now (not the cache), for
 * the upload field to put its area right after a cancelled upload (UploadTransport.storedIds).
 */
export async function storedFileIds(dispatch: ApiDispatch, query: MediaQuery): Promise<string[]> {
  const files = await untracked(dispatch(mediaApi.endpoints.listMediaFiles.initiate(query, { subscribe: false, forceRefetch: true })));
  return files.flatMap((file) => (file.id ? [file.id] : []));
}

/**
 * The upload field's transport for one media area (DESIGN §11): uploads with real
 * progress and abort (the OCR variant for CENT005, CCONTACT001, CCONTACT002), removes a
 * stored file, renames one (the viewer's rename), lists the area's stored files afresh (after
 * a cancel), loads one for the viewer.
 */
export function useMediaTransport(area: MediaArea): UploadTransport {
  const dispatch = useDispatch<ApiDispatch>();
  const { modelCode, catgId, busiKey } = area;
  return useMemo<UploadTransport>(() => {
    const where = { modelCode, catgId, busiKey };
    const ocr = OCR_CATEGORIES.includes(catgId);
    return {
      async upload(file, { onProgress, signal }) {
        const endpoint = ocr ? mediaApi.endpoints.uploadMediaFileWithOcr : mediaApi.endpoints.uploadMediaFile;
        const result = await untracked(dispatch(endpoint.initiate({ area: where, file, onProgress }, { track: false })), signal);
        const id = result.file.id;
        if (!id) throw new Error(t('errors:notResponding'));
        const fields = ocr ? ocrFieldsOf(result.ocr?.data) : undefined;
        // The user's own name, not the one the server was sent (mediaApi's uploadArg).
        return { id, name: file.name, ...(fields ? { ocr: fields } : {}) };
      },
      async remove(id) {
        await untracked(dispatch(mediaApi.endpoints.deleteMediaFile.initiate({ fileId: id, busiKey }, { track: false })));
      },
      async rename(id, name) {
        await untracked(dispatch(mediaApi.endpoints.renameMediaFile.initiate({ fileId: id, fileRename: name, busiKey }, { track: false })));
      },
      storedIds: () => storedFileIds(dispatch, where),
      open: (id) => openStoredFile(dispatch, id),
    };
  }, [dispatch, modelCode, catgId, busiKey]);
}
