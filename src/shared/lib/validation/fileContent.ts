/*
 * What a file's first bytes must be for the type its name declares (the "magic bytes").
 * A name is only a claim: an executable renamed setup.csv or a page saved as scan.pdf is
 * refused before it is sent, whatever its extension says.
 */

/** How many leading bytes are read: the longest signature, and enough text to judge a csv. */
export const FILE_HEAD_BYTES = 4096;

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

/** Extensions whose content is plain text rather than a signature. */
const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['csv']);

/**
 * Whether `head` (the file's first bytes, up to FILE_HEAD_BYTES) fits the extension.
 * A csv is text: no NUL byte in its head. Text in any 8-bit encoding passes (exports from
 * Chinese Excel are often GBK, not UTF-8); an executable, an archive or an image has NULs
 * within its first few KB. An extension without a known signature is not judged here (the
 * type check refuses it first).
 */
export function contentMatchesExtension(head: Uint8Array, extension: string): boolean {
  if (TEXT_EXTENSIONS.has(extension)) return !head.includes(0);
  const signature = SIGNATURES[extension];
  if (!signature) return true;
  return head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}

/** The file's first bytes, for contentMatchesExtension. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
}
