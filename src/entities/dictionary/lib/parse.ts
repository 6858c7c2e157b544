import type { components } from '@/shared/api';

type RawItem = components['schemas']['DictItem'];

/** A dictionary entry with the `dispalyName` spelling folded into `displayName`. */
export interface DictItem {
  displayName: string;
  dictCode: string;
  dictKey: string;
  dictParam: string;
}

export type Dictionaries = Record<string, DictItem[]>;

function toItem(raw: RawItem): DictItem {
  return {
    displayName: raw.displayName ?? raw.dispalyName ?? '',
    dictCode: raw.dictCode ?? '',
    dictKey: raw.dictKey ?? '',
    dictParam: raw.dictParam ?? '',
  };
}

/** Values arrive as JSON strings of item arrays (000 §3); a value that does not parse is empty. */
export function parseDictionaries(data: Record<string, string>): Dictionaries {
  const result: Dictionaries = {};
  for (const [code, value] of Object.entries(data)) {
    try {
      const parsed: unknown = JSON.parse(value);
      result[code] = Array.isArray(parsed) ? (parsed as RawItem[]).map(toItem) : [];
    } catch {
      result[code] = [];
    }
  }
  return result;
}

/**
 * Reads a field that holds a dictionary object as a JSON string (enterprise status,
 * product type): returns its dictParam, or the plain value when it is not JSON.
 */
export function dictParamOf(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'object') return String((value as { dictParam?: unknown }).dictParam ?? '');
  const text = String(value);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return String((parsed as { dictParam?: unknown }).dictParam ?? '');
  } catch {
    // Not JSON: the value is the param itself.
  }
  return text;
}

/** Display name of a dictionary field value (see dictParamOf), or '' when absent. */
export function dictDisplayNameOf(value: unknown): string {
  if (value == null) return '';
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (parsed && typeof parsed === 'object') {
    const item = parsed as RawItem;
    return item.displayName ?? item.dispalyName ?? '';
  }
  return String(value);
}
