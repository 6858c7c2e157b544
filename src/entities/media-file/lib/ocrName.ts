/**
 * The name an ID image's OCR read, split as the forms fill it (001 §2.3): the first
 * character becomes the family name and the rest the first name (characters as users
 * count them, so a character outside the basic plane stays whole).
 */
export function splitOcrName(name: string | null | undefined): { lastName: string; firstName: string } | null {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return null;
  return { lastName: chars[0] ?? '', firstName: chars.slice(1).join('').trim() };
}
