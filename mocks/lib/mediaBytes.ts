import { db } from '../db';
import { buildPdfBytes } from '../scripts/lib/simplePdf';
import { vaultDelete, vaultGet, vaultPut } from './fileVault';
import { placeholderBmp, placeholderPng } from './placeholderImage';

/**
 * The content of uploaded files (DESIGN §5: the mock stores uploaded files and serves them
 * back). Every file's bytes stay in memory for the life of the page. A small file is also
 * kept as base64 in its row, so the session-storage snapshot brings it back after a
 * reload; the snapshot must stay far below the storage quota (a failed save would lose
 * the whole demo state), hence the per-file and total budgets. A larger file is kept in
 * IndexedDB instead (fileVault.ts), so a reload still shows what was uploaded; only where
 * the browser has no IndexedDB is it served as a small demo file of the same type.
 */
const inMemory = new Map<string, Uint8Array>();

/** Files up to this size are persisted with the snapshot. */
export const PERSIST_FILE_LIMIT = 300 * 1024;
/** At most this much file content (before base64) is persisted in total. */
const PERSIST_TOTAL_LIMIT = 1024 * 1024;

export const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function persistedTotal(): number {
  return db.mediaFile.getAll().reduce((sum, row) => sum + (row.bytes ? row.size : 0), 0);
}

/** The base64 to keep in a new row for `bytes`, or null when it is too large to persist. */
export function persistableCopy(bytes: Uint8Array): string | null {
  if (bytes.length > PERSIST_FILE_LIMIT || persistedTotal() + bytes.length > PERSIST_TOTAL_LIMIT) return null;
  return toBase64(bytes);
}

export function keepBytes(id: string, bytes: Uint8Array): void {
  inMemory.set(id, bytes);
}

/** Keeps a file too large for the snapshot in the vault; resolves once it is there, so a reload right after still finds it. */
export const keepLargeBytes = (id: string, bytes: Uint8Array): Promise<void> => vaultPut(id, bytes);

/** Forgets the in-memory copy only (what a reload does). */
export function forgetBytes(id: string): void {
  inMemory.delete(id);
}

/** A deleted file: gone from memory and from the vault. */
export function dropBytes(id: string): void {
  inMemory.delete(id);
  void vaultDelete(id);
}

type MediaRow = NonNullable<ReturnType<typeof db.mediaFile.findFirst>>;

/** A file's content: in memory, else in the snapshot, else in the vault, else the demo file of its type. */
export async function bytesOf(row: MediaRow): Promise<Uint8Array> {
  const kept = inMemory.get(row.id) ?? (row.bytes ? fromBase64(row.bytes) : await vaultGet(row.id));
  if (!kept) return demoFile(row.mime, row.fileName);
  inMemory.set(row.id, kept);
  return kept;
}

// A 1 x 1 JPEG (the mock has no JPEG encoder): shown when a large JPEG upload's bytes did not
// survive a reload. PNG and BMP files get the drawn placeholder card (placeholderImage.ts).
const DEMO_JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

const latin1 = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** A small demo file of the given media type. */
export function demoFile(mime: string, fileName: string): Uint8Array {
  if (mime === 'image/png') return placeholderPng();
  if (mime === 'image/jpeg') return fromBase64(DEMO_JPEG);
  if (mime === 'image/bmp') return placeholderBmp();
  return buildPdfBytes({
    title: fileName,
    producer: 'kj-portal-web mock',
    pages: [
      {
        title: 'Demo file',
        // Seeded files never had content, and a large upload's is gone after a reload without IndexedDB: one wording fits both.
        lines: [`This stands in for ${latin1(fileName)}.`, 'The demo backend keeps no copy of its content.'],
      },
    ],
  });
}
