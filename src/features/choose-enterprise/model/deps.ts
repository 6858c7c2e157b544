import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { FORCE_LOGIN_CODE, redirectAllowList, SESSION_EXPIRED_CODES } from '@/shared/config';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import type { ApiError } from '@/shared/api';
import type { TargetPolicy } from '../lib/targets';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store state: the endpoints are injected into the one API
export type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** What the flow needs from its host: the store's dispatch and the router's navigate. */
export interface ChoiceDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * How a start or a choice ended: it went somewhere (a route, an allowed URL, the chooser,
 * /login), the platform agreement dialog took over, it stopped with a message (the user
 * stays where they are), or another run was already under way.
 */
export type ChoiceOutcome = 'navigated' | 'dialog' | 'failed' | 'busy';

/** Our origin and the configured allow-list, for redirect targets. */
export function targetPolicy(): TargetPolicy {
  return { origin: window.location.origin, allowList: redirectAllowList };
}

/** The message a failed call rejected with (the base query's parsed message). */
export function messageOf(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : t('errors:notResponding');
}

/** Session expiry and forced re-login are shown by the base query already. */
function shownByBaseQuery(error: unknown): boolean {
  const code = String((error as Partial<ApiError> | null)?.code ?? '');
  return code === 'REDIRECT' || code === FORCE_LOGIN_CODE || (SESSION_EXPIRED_CODES as readonly string[]).includes(code);
}

/** 000 §8 "Enterprise choice": enterprise, menu or redirect errors → alert "Tips" with the message. */
export function alertTips(error: unknown): 'failed' {
  if (!shownByBaseQuery(error)) notify.alert({ title: t('common:tips'), content: messageOf(error), okText: t('common:ok') });
  return 'failed';
}

export function alertText(content: string): void {
  notify.alert({ title: t('common:tips'), content, okText: t('common:ok') });
}
