import dayjs, { type Dayjs } from 'dayjs';

/**
 * Unsaved wizard input as it is kept in session storage (the wizard frame's draft, 001
 * §2.1 "Nothing typed is lost"). JSON has no dates and no files, so:
 * - a dayjs date (the date pickers' value) is kept as `{ $date: ISO string }` and read back
 *   as a dayjs date;
 * - files and upload lists are left out: an uploaded file is already stored on the server
 *   and its field reloads it; a file still uploading cannot be kept;
 * - `undefined` entries are left out.
 */
const DATE_MARK = '$date';

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

function isUploadList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => item !== null && typeof item === 'object' && 'uid' in item && 'status' in item)
  );
}

function isFileLike(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** The form values in a JSON-safe shape, or undefined when nothing is worth keeping. */
export function toDraft(value: unknown): Plain | undefined {
  if (value === undefined || typeof value === 'function' || isFileLike(value) || isUploadList(value)) return undefined;
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (dayjs.isDayjs(value)) return value.isValid() ? { [DATE_MARK]: value.toISOString() } : null;
  if (value instanceof Date) return { [DATE_MARK]: value.toISOString() };
  if (Array.isArray(value)) return value.map((item) => toDraft(item) ?? null);
  if (typeof value === 'object') {
    const out: Record<string, Plain> = {};
    for (const [key, item] of Object.entries(value)) {
      const kept = toDraft(item);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return undefined;
}

/** A kept draft back in the form's shape (dates as dayjs). */
export function fromDraft(value: Plain | undefined): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromDraft);
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === DATE_MARK && typeof value[DATE_MARK] === 'string') return dayjs(value[DATE_MARK]) as Dayjs;
  return Object.fromEntries(keys.map((key) => [key, fromDraft(value[key])]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !dayjs.isDayjs(value) && !(value instanceof Date);
}

/**
 * The saved values with the unsaved input laid over them: the draft wins wherever it has a
 * value; objects merge key by key; a list takes the draft's length and merges entry by
 * entry (so an entry's uploaded files, left out of the draft, keep their saved value).
 */
export function overlay<T>(saved: T, draft: unknown): T {
  if (draft === undefined) return saved;
  if (Array.isArray(draft)) {
    const base = Array.isArray(saved) ? saved : [];
    return draft.map((item, index) => overlay(base[index], item)) as T;
  }
  if (isRecord(draft)) {
    const base: Record<string, unknown> = isRecord(saved) ? saved : {};
    const out: Record<string, unknown> = { ...base };
    for (const [key, item] of Object.entries(draft)) out[key] = overlay(base[key], item);
    return out as T;
  }
  return draft as T;
}
