/** What the portal shows in place of a missing value. */
export const EMPTY_DISPLAY = '-';

/** The spec's empty values: null, undefined and ''. Zero and false are real values. */
export function isBlankValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A value for display, or "-" when it is empty. */
export function displayOrDash(value: string | number | null | undefined): string {
  return isBlankValue(value) ? EMPTY_DISPLAY : String(value);
}
