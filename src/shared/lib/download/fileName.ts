/**
 * File name from a Content-Disposition header. `filename*` (RFC 5987/6266, with charset
 * and percent-encoding) wins over `filename`, as browsers do.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  if (!value) return null;
  // Many servers percent-encode the plain parameter too.
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
