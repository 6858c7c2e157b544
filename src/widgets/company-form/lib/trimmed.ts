/** A text value as the rules judge it and the record stores it: trimmed (001 §5); anything else is ''. */
export const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
