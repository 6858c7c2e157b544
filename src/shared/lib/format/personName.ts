/** A person's name in its two parts, as the forms and the account keep them (001 §3). */
export interface NameParts {
  /** Family name (lastName on the wire). */
  familyName: string | null | undefined;
  /** Given name (firstName on the wire; the drawback form spells it mangerFirstName). */
  givenName: string | null | undefined;
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;

/**
 * A person's name as the portal shows it, everywhere (header, dialogs, lists): the one place
 * the two parts are put together.
 * - A name written in Chinese characters is family name then given name with no space
 *   (陈静), in either language: that is how the name is written.
 * - Other names follow the UI's language: family name first in Chinese (Zhou Min), given
 *   name first in English (Min Zhou), a space between.
 * An empty part is left out; null when both are empty.
 */
export function personName({ familyName, givenName }: NameParts, locale: 'zh' | 'en'): string | null {
  const family = (familyName ?? '').trim();
  const given = (givenName ?? '').trim();
  if (!family && !given) return null;
  if (!family || !given) return family || given;
  if (HAN.test(family + given)) return `${family}${given}`;
  return locale === 'zh' ? `${family} ${given}` : `${given} ${family}`;
}
