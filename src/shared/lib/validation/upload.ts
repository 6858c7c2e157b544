import { contentMatchesExtension } from './fileContent';
import type { ValidationKey } from './types';

/** What an upload area accepts. Extensions are lower case, without the dot. */
export interface UploadRule {
  readonly extensions: readonly string[];
  readonly maxSizeBytes: number;
  readonly maxCount: number;
}

/**
 * 10 MB, counted in binary megabytes as browsers report `File.size`. The spec also has an
 * enterprise-info text saying 20MB (JPG, PDF, PNG); we enforce the stricter 10 MB that the
 * size message itself states ("file size can not exceed 10M"), so no file the server might
 * refuse is ever accepted here.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** KYC-style uploads (000 §5, 001 §9): pdf, jpg, jpeg, png, bmp. */
export const KYC_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'bmp'] as const;
/** Settlement data files of the pre-approval pages (001 §5). */
export const SETTLEMENT_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const;

const kyc = (maxCount: number): UploadRule => ({ extensions: KYC_EXTENSIONS, maxSizeBytes: MAX_UPLOAD_BYTES, maxCount });

/**
 * Per-area limits. Licence and ID images take one file each; other KYC areas 5; articles
 * of organisation 10; a company owner's file 5; the open-account form 1. Settlement files
 * have no size of their own in the spec, so the general 10 MB applies.
 */
export const UPLOAD_RULES = {
  businessLicence: kyc(1),
  idImage: kyc(1),
  other: kyc(5),
  articlesOfOrganisation: kyc(10),
  companyFile: kyc(5),
  openAccount: kyc(1),
  settlementFile: { extensions: SETTLEMENT_EXTENSIONS, maxSizeBytes: MAX_UPLOAD_BYTES, maxCount: 10 },
} as const satisfies Record<string, UploadRule>;

export type UploadArea = keyof typeof UPLOAD_RULES;

/** Lower-case extension after the last dot, or '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A file about to be uploaded: its name, its size and its bytes (of which the content check reads what it needs). */
export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
  readonly content: Blob;
}

/**
 * Checks one file about to be added to an area that already holds `currentCount` files.
 * Order: type (extension), empty, size, content, then count, so the message names the first
 * thing to fix, and a file refused for what it is never takes a place of the count. The name
 * is not judged: 000 §5's file-name rule is one for typed names, and the name sent to the
 * server is made to meet it (storableFileName in fileName.ts).
 * Exactly `maxSizeBytes` is allowed; one byte more is not. The content is read (fileContent.ts:
 * the first bytes, a csv whole, an xlsx's zip directory) only once the size is within the rule.
 */
export async function checkUpload(file: UploadCandidate, rule: UploadRule, currentCount: number): Promise<ValidationKey | null> {
  const extension = fileExtension(file.name);
  if (!rule.extensions.includes(extension)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > rule.maxSizeBytes) return 'fileSize';
  if (!(await contentMatchesExtension(file.content, extension))) return 'fileContent';
  if (currentCount >= rule.maxCount) return 'fileCount';
  return null;
}

/** Interpolation values for the upload messages: `t(key, uploadMessageParams(rule))`. */
export function uploadMessageParams(rule: UploadRule): { types: string; max: number } {
  return { types: rule.extensions.join(', '), max: rule.maxCount };
}

/** The `accept` attribute for a file input of this area (".pdf,.jpg,..."). */
export function acceptAttribute(rule: UploadRule): string {
  return rule.extensions.map((ext) => `.${ext}`).join(',');
}
