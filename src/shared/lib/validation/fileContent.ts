/*
 * What a file's content must be for the type its name declares. A name is only a claim: an
 * executable renamed setup.csv, a PDF renamed .csv, any zip renamed .xlsx or a page saved as
 * scan.pdf is refused before it is sent, whatever its extension says. See the README's
 * "Upload content rules".
 */

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Leading bytes per extension (lower case). xlsx is a zip archive, xls an OLE compound file. */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  pdf: ascii('%PDF-'),
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  bmp: [0x42, 0x4d],
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** Bytes `start` to `end` of the file, or null when it cannot be read (moved or deleted since it was chosen). */
async function bytesOf(file: Blob, start: number, end: number): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(start, end).arrayBuffer());
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** A control character (C0, DEL, C1) other than tab, LF and CR. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

function decoded(bytes: Uint8Array, encoding: 'utf-8' | 'gbk'): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A csv is text: the whole file is UTF-8 (with a BOM or none) or, when it is not, GBK (a
 * Chinese Excel's "CSV"), and holds no control character but tab, CR and LF. A PDF, an
 * archive, an image or an executable has bytes that are neither, or control bytes, once past
 * its first lines. (UTF-16 text, full of NUL bytes, is refused too.)
 */
function isCsvText(bytes: Uint8Array): boolean {
  const text = decoded(bytes, 'utf-8') ?? decoded(bytes, 'gbk');
  return text !== null && !CONTROL.test(text);
}

/*
 * The names in a zip archive's central directory, read from the end of the file as a zip
 * reader does (APPNOTE.TXT §4.3): the end of central directory record (22 bytes and a comment
 * of up to 65535, so within the last 65557 bytes), or for zip64 the record its locator points
 * to, gives the directory's offset and size; each entry of the directory then gives its name.
 * Every offset and length is checked against the file: a damaged or cut archive reads as null.
 */

const END_RECORD = { signature: 0x06054b50, size: 22, maxComment: 0xffff } as const;
const ZIP64_LOCATOR = { signature: 0x07064b50, size: 20 } as const;
const ZIP64_END_RECORD = { signature: 0x06064b50, size: 56 } as const;
const DIRECTORY_ENTRY = { signature: 0x02014b50, size: 46 } as const;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
/** A little-endian 64-bit field, exact up to 2^53 (any file a browser hands over). */
const uint64 = (data: DataView, at: number) => data.getUint32(at, true) + data.getUint32(at + 4, true) * 2 ** 32;

/** Where the directory lies, from the end record found last in the file whose comment runs to the file's end. */
async function centralDirectory(file: Blob): Promise<{ offset: number; size: number; entries: number } | null> {
  const tailStart = Math.max(0, file.size - END_RECORD.size - END_RECORD.maxComment);
  const tail = await bytesOf(file, tailStart, file.size);
  if (!tail) return null;
  const data = view(tail);
  let at = tail.length - END_RECORD.size;
  while (at >= 0 && !(data.getUint32(at, true) === END_RECORD.signature && at + END_RECORD.size + data.getUint16(at + 20, true) === tail.length)) at -= 1;
  if (at < 0) return null;
  const record = { offset: data.getUint32(at + 16, true), size: data.getUint32(at + 12, true), entries: data.getUint16(at + 10, true) };
  const endOffset = tailStart + at;
  if (record.offset !== 0xffffffff && record.size !== 0xffffffff && record.entries !== 0xffff) {
    return record.offset + record.size <= endOffset ? record : null;
  }
  // zip64: the locator just before the end record points to the zip64 end record.
  if (endOffset < ZIP64_LOCATOR.size) return null;
  const locator = await bytesOf(file, endOffset - ZIP64_LOCATOR.size, endOffset);
  if (!locator || view(locator).getUint32(0, true) !== ZIP64_LOCATOR.signature) return null;
  const zip64At = uint64(view(locator), 8);
  if (zip64At + ZIP64_END_RECORD.size > endOffset - ZIP64_LOCATOR.size) return null;
  const zip64 = await bytesOf(file, zip64At, zip64At + ZIP64_END_RECORD.size);
  if (!zip64 || view(zip64).getUint32(0, true) !== ZIP64_END_RECORD.signature) return null;
  const offset = uint64(view(zip64), 48);
  const size = uint64(view(zip64), 40);
  return offset + size <= zip64At ? { offset, size, entries: uint64(view(zip64), 32) } : null;
}

async function zipEntryNames(file: Blob): Promise<string[] | null> {
  const where = await centralDirectory(file);
  if (!where) return null;
  const directory = await bytesOf(file, where.offset, where.offset + where.size);
  if (!directory) return null;
  const data = view(directory);
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = 0;
  while (names.length < where.entries) {
    if (at + DIRECTORY_ENTRY.size > directory.length || data.getUint32(at, true) !== DIRECTORY_ENTRY.signature) return null;
    const nameLength = data.getUint16(at + 28, true);
    const next = at + DIRECTORY_ENTRY.size + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
    if (next > directory.length) return null;
    names.push(decoder.decode(directory.subarray(at + DIRECTORY_ENTRY.size, at + DIRECTORY_ENTRY.size + nameLength)));
    at = next;
  }
  return names;
}

/**
 * An xlsx is an Office Open XML package: a zip whose directory names the package's
 * `[Content_Types].xml` and the workbook's parts under `xl/`. Any other zip (photos, a
 * Word document, whose parts are under `word/`) is not one.
 */
async function isXlsxPackage(file: Blob): Promise<boolean> {
  const names = await zipEntryNames(file);
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
}

/**
 * Whether the file's content fits the extension (lower case): it starts with the type's
 * signature; a csv is text (isCsvText, reading the whole file: checkUpload has already
 * refused one over 10 MB); an xlsx is also a workbook package (isXlsxPackage, reading the
 * file's end and its zip directory). A file that cannot be read has no content to show for
 * its type and is refused. An extension without a known rule is not judged here (the type
 * check refuses it first).
 */
export async function contentMatchesExtension(file: Blob, extension: string): Promise<boolean> {
  if (extension === 'csv') {
    const text = await bytesOf(file, 0, file.size);
    return text !== null && isCsvText(text);
  }
  const signature = SIGNATURES[extension];
  if (!signature) return true;
  const head = await bytesOf(file, 0, signature.length);
  if (head === null || !startsWith(head, signature)) return false;
  return extension === 'xlsx' ? isXlsxPackage(file) : true;
}
