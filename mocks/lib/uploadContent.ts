import { fieldFailure } from './errors';

/*
 * The service's own checks of what an uploaded file is (issue 28): the portal checks the
 * same before sending, but a server cannot trust its client, so the mock does not reuse the
 * portal's code either (a slip in one would then hide in both, and the contract would not
 * show it). The rules: 000 §5's file-name rule, no empty file, and the content fits the type
 * the extension declares (its signature; a csv is text in UTF-8 or GBK; an xlsx is a zip
 * holding a workbook). See the README's "Upload content rules".
 */

const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  bmp: [0x42, 0x4d], // BM
  xlsx: [0x50, 0x4b, 0x03, 0x04], // a zip archive
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an OLE compound file
};

/** An uploaded file as the checks see it: its name, size and bytes. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export async function uploadedFile(file: File): Promise<UploadedFile> {
  return { name: file.name, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * 000 §5's file name (letters, digits, underscore or Chinese, 1 to 190 characters), read as
 * the portal reads it: the part before the extension follows the rule (no '-', space or
 * second dot), and the whole name with its extension is at most 190 characters.
 */
export function isStorableName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && /^[\p{Script=Han}A-Za-z0-9_]+$/u.test(name.slice(0, dot)) && [...name].length <= 190;
}

/**
 * A name for a document the portal offers for download and the user signs and uploads again
 * (a contract, a letter, an agreement): its words joined by underscores, every sign the rule
 * refuses taken out, so the signed copy goes back up under the name it came down with.
 */
export function storableNameOf(words: readonly string[], extension: string): string {
  const base = words
    .join('_')
    .replace(/[^\p{Script=Han}A-Za-z0-9_]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return `${[...base].slice(0, 180).join('')}.${extension}`;
}

const decode = (bytes: Uint8Array, encoding: string): string | null => {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** Text: UTF-8 (a BOM or none), or else GBK, with no control character but tab, LF and CR. */
function isText(bytes: Uint8Array): boolean {
  const text = decode(bytes, 'utf-8') ?? decode(bytes, 'gbk');
  return text !== null && !/(?![\t\n\r])\p{Cc}/u.test(text);
}

/**
 * The names in a zip's central directory (APPNOTE.TXT §4.3), or null when the archive is
 * damaged: the last end record whose comment runs to the end gives the directory's place
 * (through the zip64 locator and record when it holds the maximum values), and every entry
 * of the directory its name. Every place is checked to lie within the bytes.
 */
function zipNames(bytes: Uint8Array): string[] | null {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => data.getUint16(at, true);
  const u32 = (at: number) => data.getUint32(at, true);
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = bytes.length - 22;
  while (end >= floor && !(u32(end) === 0x06054b50 && end + 22 + u16(end + 20) === bytes.length)) end -= 1;
  if (end < floor) return null;
  let count = u16(end + 10);
  let size = u32(end + 12);
  let offset = u32(end + 16);
  let limit = end;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || u32(locator) !== 0x07064b50) return null;
    const record = u64(locator + 8);
    if (record + 56 > locator || u32(record) !== 0x06064b50) return null;
    [count, size, offset, limit] = [u64(record + 32), u64(record + 40), u64(record + 48), record];
  }
  if (offset + size > limit) return null;
  const names: string[] = [];
  let at = offset;
  while (names.length < count) {
    if (at + 46 > offset + size || u32(at) !== 0x02014b50) return null;
    const next = at + 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
    if (next > offset + size) return null;
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + u16(at + 28))));
    at = next;
  }
  return names;
}

/** An xlsx's zip names the package's [Content_Types].xml and the workbook's parts under xl/. */
function isWorkbook(bytes: Uint8Array): boolean {
  const names = zipNames(bytes);
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
}

/** A csv is text (isText); other types start with their signature, and an xlsx is a workbook as well. */
export function contentFits({ name, bytes }: UploadedFile): boolean {
  const extension = extensionOf(name);
  if (extension === 'csv') return isText(bytes);
  const signature = SIGNATURES[extension];
  if (!signature || bytes.length < signature.length || !signature.every((byte, index) => bytes[index] === byte)) return false;
  return extension !== 'xlsx' || isWorkbook(bytes);
}

/** What an upload must pass once its type (extension) is known to be allowed: its name and that it is not empty. */
export function refuseBadNameOrEmpty(file: UploadedFile): void {
  if (!isStorableName(file.name)) throw fieldFailure('uploadFileName');
  if (file.size === 0) throw fieldFailure('uploadFileEmpty');
}

/** Refuses a file whose content is not that of the type its name declares. */
export function refuseMismatchedContent(file: UploadedFile): void {
  if (!contentFits(file)) throw fieldFailure('uploadFileContent');
}
