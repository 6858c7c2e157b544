import { isEnvelope, type Envelope } from './envelope';

/** What a download call's body turned out to be. */
export type DownloadBody =
  | { kind: 'file' }
  /** A JSON envelope instead of the file: its message is shown (000 §8 "Downloads"). */
  | { kind: 'envelope'; envelope: Envelope }
  /** Nothing a user could open: empty, an HTML page, JSON that is no error envelope, or broken JSON. */
  | { kind: 'unusable' };

/** How much of the body is read to tell a file from a page or JSON. */
const SNIFF_BYTES = 512;
/** JSON bodies up to this size are parsed for their envelope. */
const JSON_LIMIT = 64 * 1024;

function looksHtml(start: string, type: string): boolean {
  return type.includes('html') || /^<(!doctype\s+html|html[\s>])/i.test(start);
}

function looksJson(start: string, type: string): boolean {
  return type.includes('json') || start.startsWith('{') || start.startsWith('[');
}

/**
 * Tells a real file from an answer that only pretends to be one (000 §8 "Downloads"):
 * only a non-empty body that is neither JSON nor an HTML page is a file to save.
 */
export async function classifyDownload(blob: Blob, contentType: string | null | undefined): Promise<DownloadBody> {
  if (blob.size === 0) return { kind: 'unusable' };
  const type = (contentType ?? blob.type ?? '').toLowerCase();
  const start = (await blob.slice(0, SNIFF_BYTES).text()).replace(/^\uFEFF/, '').trimStart();
  if (looksHtml(start, type)) return { kind: 'unusable' };
  if (!looksJson(start, type)) return { kind: 'file' };
  if (blob.size > JSON_LIMIT) return { kind: 'unusable' };
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    return isEnvelope(parsed) ? { kind: 'envelope', envelope: parsed } : { kind: 'unusable' };
  } catch {
    return { kind: 'unusable' };
  }
}
