import { fieldFailure } from './errors';

/*
 * The service's own checks of what an uploaded file is (issue 28): the portal checks the
 * same before sending, but a server cannot trust its client, so the mock does not reuse the
 * portal's code either (a slip in one would then hide in both, and the contract would not
 * show it). The rules: 000 §5's file-name rule, no empty file, and the first bytes fit the
 * type the extension declares. See the README's "Upload content rules".
 */

/** The first bytes read from an upload: the longest signature, and enough of a csv to judge it text. */
const HEAD_BYTES = 4096;

const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  bmp: [0x42, 0x4d], // BM
  xlsx: [0x50, 0x4b, 0x03, 0x04], // a zip archive
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an OLE compound file
};

/** An uploaded file as the checks see it: its name, size and first bytes. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export async function uploadedFile(file: File): Promise<UploadedFile> {
  return { name: file.name, size: file.size, head: new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()) };
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

/** A csv is text: no NUL byte in its head. Other types start with their signature. */
export function contentFits({ name, head }: UploadedFile): boolean {
  const extension = extensionOf(name);
  if (extension === 'csv') return !head.includes(0);
  const signature = SIGNATURES[extension];
  return !!signature && head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}

/** What an upload must pass once its type (extension) is known to be allowed: its name and that it is not empty. */
export function refuseBadNameOrEmpty(file: UploadedFile): void {
  if (!isStorableName(file.name)) throw fieldFailure('uploadFileName');
  if (file.size === 0) throw fieldFailure('uploadFileEmpty');
}

/** Refuses a file whose first bytes are not those of the type its name declares. */
export function refuseMismatchedContent(file: UploadedFile): void {
  if (!contentFits(file)) throw fieldFailure('uploadFileContent');
}
