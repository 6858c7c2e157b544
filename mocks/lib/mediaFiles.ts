import { db } from '../db';
import { fieldFailure, requestFailure } from './errors';
import { now } from './clock';
import { dropBytes, keepBytes, keepLargeBytes, MEDIA_TYPES, persistableCopy } from './mediaBytes';
import { newId } from './random';
import { extensionOf, isStorableName, refuseBadNameOrEmpty, refuseMismatchedContent, uploadedFile } from './uploadContent';

/** The upload rules the service enforces (000 §5, 001 §5, §9): pdf, jpg, jpeg, png, bmp up to 10 MB. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Files per area (001 §5, §9): licence, registration certificate and ID images 1, articles 10, others 5. */
function areaLimit(catgId: string): 1 | 5 | 10 {
  if (['CENT005', 'CENT002', 'CCONTACT001', 'CCONTACT002'].includes(catgId)) return 1;
  if (catgId === 'CENT010') return 10;
  return 5;
}

export interface MediaAreaKey {
  modelCode: string;
  catgId: string;
  busiKey: string;
}

export type MediaRow = NonNullable<ReturnType<typeof db.mediaFile.findFirst>>;

export const filesOfArea = (area: MediaAreaKey): MediaRow[] =>
  db.mediaFile
    .findMany({ where: { modelCode: { equals: area.modelCode }, catgId: { equals: area.catgId }, busiKey: { equals: area.busiKey } } })
    .sort((a, b) => a.createdAt - b.createdAt);

/** The `file` part of a multipart upload, or a failure naming what is wrong with it. */
export async function uploadedPart(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    throw fieldFailure('uploadFileRequired');
  }
  const file = form.get('file');
  // No part at all; an empty part is refused by storeUpload as empty, which is what it is.
  if (!file || typeof file === 'string') throw fieldFailure('uploadFileRequired');
  const name = utf8Name(file.name);
  return name === file.name ? file : new File([file], name, { type: file.type });
}

/**
 * The part's file name as sent. Some multipart readers (happy-dom's, under the Node tests)
 * decode the UTF-8 name byte by byte as Latin-1; a name that reads as valid UTF-8 that way
 * is decoded again. A real Latin-1 name is no valid UTF-8 and stays as it is.
 */
function utf8Name(name: string): string {
  if (!/[\x80-\xff]/.test(name) || /[^\x20-\xff]/.test(name)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (char) => char.charCodeAt(0)));
  } catch {
    return name;
  }
}

/**
 * Stores an upload in an area after the service's checks: type (extension), name, empty,
 * size, content against the type (uploadContent.ts), then the area's count.
 */
export async function storeUpload(file: File, area: MediaAreaKey): Promise<MediaRow> {
  const mime = MEDIA_TYPES[extensionOf(file.name)];
  if (!mime) throw fieldFailure('uploadFileType');
  const uploaded = await uploadedFile(file);
  refuseBadNameOrEmpty(uploaded);
  if (file.size > MAX_UPLOAD_BYTES) throw fieldFailure('uploadFileSize');
  refuseMismatchedContent(uploaded);
  const limit = areaLimit(area.catgId);
  if (filesOfArea(area).length >= limit) throw fieldFailure(`uploadFileCount${limit}`);
  const { bytes } = uploaded;
  const id = newId();
  keepBytes(id, bytes);
  const copy = persistableCopy(bytes);
  if (copy === null) await keepLargeBytes(id, bytes);
  return db.mediaFile.create({ id, ...area, fileName: file.name, mime, size: bytes.length, createdAt: now(), bytes: copy });
}

/** A stored file as the services describe it (001 §3 "Uploaded file"). */
export function describeFile(row: MediaRow) {
  const path = `/kj-media/media/opera/downloadFileById?fileId=${row.id}`;
  return { id: row.id, path, url: path, fileName: row.fileName, fileRename: row.fileRename ?? null, specifyFileName: null, name: row.fileName };
}

export function findFile(fileId: string): MediaRow {
  const row = fileId ? db.mediaFile.findFirst({ where: { id: { equals: fileId } } }) : null;
  if (!row) throw requestFailure('fileMissing');
  return row;
}

export function deleteFiles(rows: readonly MediaRow[]): void {
  for (const row of rows) {
    db.mediaFile.delete({ where: { id: { equals: row.id } } });
    dropBytes(row.id);
  }
}

/**
 * Renames a stored file (the assumed renameFile call): the new name meets 000 §5's rule
 * (isStorableName) and keeps the file's extension, else 30013 with the rule's message.
 */
export function renameFile(row: MediaRow, fileRename: string): MediaRow {
  if (!isStorableName(fileRename) || extensionOf(fileRename) !== extensionOf(row.fileName)) throw fieldFailure('uploadFileName');
  const renamed = db.mediaFile.update({ where: { id: { equals: row.id } }, data: { fileRename } });
  if (!renamed) throw requestFailure('fileMissing');
  return renamed;
}
