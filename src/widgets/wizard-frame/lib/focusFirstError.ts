import type { FormInstance } from 'antd';
import { t } from '@/shared/i18n';

/** Marks the wizard frame's live region, which announces field errors (focusFirstError). */
export const ERROR_ANNOUNCER_ATTRIBUTE = 'data-wizard-error-announcer';

/**
 * After a failed validation on next (001 §2.1; the frame's accessibility): focus moves to
 * the first invalid field, scrolled into view, and the wizard frame's live region announces
 * how many fields need attention with the first message, so a screen reader hears it even
 * where the field's own message (linked by aria-describedby) is not read out. Returns the
 * first message, or null when the form has no error.
 */
export function focusFirstError(form: FormInstance): string | null {
  const invalid = form.getFieldsError().filter((field) => field.errors.length > 0);
  const first = invalid[0];
  if (!first) return null;
  form.scrollToField(first.name, { block: 'center', focus: true });
  const message = String(first.errors[0]);
  const text = t('kyc:wizard.fieldErrors', { count: invalid.length, first: message });
  for (const region of document.querySelectorAll<HTMLElement>(`[${ERROR_ANNOUNCER_ATTRIBUTE}]`)) {
    // Emptied first, so the same text is announced again on a second failed next.
    region.textContent = '';
    region.textContent = text;
  }
  return message;
}
