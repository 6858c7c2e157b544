/** One field where the document reads something other than what the form holds. */
export interface OcrConflict<K extends string = string> {
  field: K;
  /** What the form holds (typed by the user, or loaded from the server). */
  typed: string;
  /** What the document reads. */
  read: string;
}

/** What a document's reading does to a form: the fields it may fill and the ones to ask about. */
export interface OcrMerge<K extends string = string> {
  /** Empty fields and the document's values for them. */
  fill: Partial<Record<K, string>>;
  /** Fields holding a different value: neither is chosen for the user. */
  conflicts: OcrConflict<K>[];
}

/** A value as a person reads it: surrounding spaces ignored; a non-string counts as empty. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Two readings of a field say the same when they differ only in surrounding spaces or letter case (an ID's x and X). */
export const sameOcrValue = (a: unknown, b: unknown): boolean => text(a).toLocaleUpperCase() === text(b).toLocaleUpperCase();

/**
 * What a document's reading (OCR of a licence or an ID image) may do to a form's values:
 * it never replaces what the form holds. An empty field (nothing, or only spaces) is
 * filled with the document's value; a field holding the same value (ignoring surrounding
 * spaces and letter case) is left as it is; a field holding another value, whether the
 * user typed it or the server loaded it, is a conflict for the user to decide. A reading
 * with no value for a field (absent or blank) does nothing to it.
 */
export function mergeOcr<K extends string>(current: Partial<Record<K, unknown>>, read: Partial<Record<K, string | null | undefined>>): OcrMerge<K> {
  const fill: Partial<Record<K, string>> = {};
  const conflicts: OcrConflict<K>[] = [];
  for (const field of Object.keys(read) as K[]) {
    const value = text(read[field]);
    if (value === '') continue;
    const typed = text(current[field]);
    if (typed === '') fill[field] = value;
    else if (!sameOcrValue(typed, value)) conflicts.push({ field, typed, read: value });
  }
  return { fill, conflicts };
}
