import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Enters text into a field at once: a click, then a paste. For fields whose keystrokes are
 * not what a test is about; `user.type` sends every key through antd's form (validation,
 * re-render), which makes a filled-in form cost seconds.
 */
export async function enter(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
