import { isFileName } from './formats';
import { charLength } from './required';

/*
 * 000 §5's file-name rule ("letters, digits, underscore or Chinese, 1 to 190 characters") is a
 * format rule for a name a person types (the viewer's rename), not a reason to refuse a file:
 * a file is uploaded whatever its name, and the name sent to the server is made to meet the
 * rule. The user keeps seeing their own name on the card and in the viewer.
 */

/** The longest name a stored file may have, its extension included (000 §5's file-name rule). */
export const MAX_UPLOAD_NAME_LENGTH = 190;

/**
 * 000 §5's rule as the server applies it to a stored file's name (the mock's own check is
 * mocks/lib/uploadContent.ts). Our reading, the stricter of the plausible ones:
 * - the characters are those of the name before the extension (the rule has no dot, and
 *   every upload needs one for its type): so '-', spaces, a second '.', brackets and markup
 *   are refused, and "Chinese" means Han characters (no full-width punctuation);
 * - the extension is judged by the type check, not by this rule;
 * - the 1 to 190 characters count the whole name as it is stored, dot and extension
 *   included, so no stored name is longer than 190.
 */
export function isUploadFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && isFileName(name.slice(0, dot)) && charLength(name) <= MAX_UPLOAD_NAME_LENGTH;
}

/** Accents dropped and full-width letters and digits read as ASCII (NFKD), then every other sign one '_'. */
const clean = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{Script=Han}A-Za-z0-9_]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');

/** The local date as YYYYMMDD (000 §5's date without its hyphens, which the name rule refuses). */
const compactDate = (date: Date): string =>
  `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

/**
 * The name a file is sent to the server under, made from the user's to meet 000 §5's rule
 * (isUploadFileName) for any name with an extension of the accepted types:
 * - the extension (after the last dot) is kept; before it, every sign other than a letter,
 *   digit, underscore or Chinese (Han) character becomes '_', a run of '_' becomes one, and
 *   none is left at either end ('scan 2024-01.pdf' → 'scan_2024_01.pdf', '营业执照（副本）.pdf'
 *   → '营业执照_副本.pdf'); an accented letter loses its accent ('résumé' → 'resume');
 * - a name longer than 190 characters with its extension is cut before the extension
 *   (characters as people count them);
 * - a name with nothing left ('---.pdf', '.pdf') becomes the document's kind, which the
 *   caller names in the rule's characters (the upload area, e.g. 'business_licence'), and
 *   the local date: 'business_licence_20261128.pdf'.
 * A name that already meets the rule (with no '_' doubled or at an end) is sent as it is.
 */
export function storableFileName(name: string, kind: string, today: Date = new Date()): string {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  const suffix = extension ? `.${extension}` : '';
  const room = MAX_UPLOAD_NAME_LENGTH - charLength(suffix);
  const base = [...clean(dot < 0 ? name : name.slice(0, dot))].slice(0, room).join('').replace(/_$/, '');
  return `${base || `${clean(kind) || 'file'}_${compactDate(today)}`}${suffix}`;
}

/** The file under the name it is sent with (storableFileName), for a multipart body; its content is not copied. */
export function storableFile(file: File, kind: string): File {
  return new File([file], storableFileName(file.name, kind), { type: file.type, lastModified: file.lastModified });
}
