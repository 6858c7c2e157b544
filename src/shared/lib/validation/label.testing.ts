/** Test-only: a short title for a table value, so 190-character inputs stay readable. */
function label(value: unknown): string {
  if (typeof value === 'string' && [...value].length > 24) {
    return `${JSON.stringify([...value].slice(0, 6).join(''))}… (${[...value].length} chars)`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** Rows `[title, value]` for `it.each`. */
export const rows = <T>(values: readonly T[]): [string, T][] => values.map((v) => [label(v), v]);
