import type { components } from '@/shared/api';
import type { OcrFields, UploadItem } from '@/shared/ui/upload';

export type UploadedFile = components['schemas']['UploadedFile'];
type OcrData = NonNullable<NonNullable<components['schemas']['OcrUploadResult']['ocrResult']>['data']>;

/** The name a stored file is shown under: its rename, else its upload name. */
export function storedFileName(file: UploadedFile): string {
  return file.fileRename || file.fileName || file.specifyFileName || file.name || file.id || '';
}

/** A stored file as an item of the upload field (already done). */
export function toUploadItem(file: UploadedFile): UploadItem {
  const id = file.id ?? null;
  return { uid: `stored-${id ?? storedFileName(file)}`, id, name: storedFileName(file), status: 'done' };
}

/** The fields the OCR read (001 §2.3, §7): licence address and credit code, ID number and name; blanks left out. */
export function ocrFieldsOf(data: OcrData | null | undefined): OcrFields | undefined {
  if (!data) return undefined;
  const fields: OcrFields = {};
  for (const key of ['address', 'creditCode', 'idNo', 'name'] as const) {
    const value = data[key]?.trim();
    if (value) fields[key] = value;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** How many files of a list are stored (the count a required area checks). */
export function doneCount(items?: readonly UploadItem[] | null): number {
  return items?.filter((item) => item.status === 'done').length ?? 0;
}

/**
 * A fresh business key for a new person entry's files (001 §3: unchecking "same as the
 * manager" issues a fresh media id): the client makes it, digits like the server's ids.
 */
let issued = 0;

export function newMediaId(): string {
  // Two digits of a running count, so ids issued in one millisecond differ (six random digits
  // alone collided about once in 800 runs of fifty ids), then four random digits.
  issued = (issued + 1) % 100;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => String(byte % 10)).join('');
  return `${Date.now()}${String(issued).padStart(2, '0')}${random}`;
}
