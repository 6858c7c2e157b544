import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import { $buttonPermissions } from '../model/session';

/**
 * 000 §6: the current page's button permissions come from its menu node (sysSourceList).
 * A button code is allowed when the page lists it. The exact rules are not shown; this is
 * the one place to change them.
 */
export function isButtonAllowed(permissions: readonly string[], code: string): boolean {
  return permissions.includes(code);
}

/** The no-permission message of 000 §6 (the error catalogue's, as the server words it), as a warning toast. */
export function showNoPermission(): void {
  notify.warning(t('errors:noPermission'));
}

/**
 * The permission helper for buttons: `allowed(code)` for rendering, and `guard(code, action)`
 * which runs the action when allowed and otherwise shows the no-permission message.
 */
export function usePermission() {
  const permissions = useUnit($buttonPermissions);
  const allowed = useCallback((code: string) => isButtonAllowed(permissions, code), [permissions]);
  const guard = useCallback(
    (code: string, action: () => void) => {
      if (isButtonAllowed(permissions, code)) action();
      else showNoPermission();
    },
    [permissions],
  );
  return { allowed, guard };
}
