import type userEvent from '@testing-library/user-event';
import { expect } from '@rstest/core';
import { PASSWORD_MAX_LENGTH } from '@/shared/lib/validation';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Pastes 10,000 characters into every password field on the page and expects each to keep
 * only the first 15 (the specification's longest password, 000 §5, §9). Returns how many
 * password fields there were, so a test can pin that it checked the whole form.
 */
export async function expectPasswordFieldsCapped(user: User): Promise<number> {
  const long = 'Aa1#'.repeat(2_500);
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];
  for (const field of fields) {
    await user.click(field);
    await user.paste(long);
    expect(field.value).toBe(long.slice(0, PASSWORD_MAX_LENGTH));
  }
  expect(PASSWORD_MAX_LENGTH).toBe(15);
  return fields.length;
}
