import { createEffect, createEvent, createStore, sample } from 'effector';
import { $enterpriseId, sessionCleared } from '@/entities/session';
import { $locale, type Locale } from '@/shared/i18n';
import { persist } from '@/shared/lib/storage';
import { notify } from '@/shared/ui/notifier';
import type { NotificationItem } from '../../api/notificationApi';
import { localizedText } from '../../lib/notifications/item';
import { pushKey } from '../../lib/notifications/pushToasts';

/**
 * Each push is shown as a toast at most once per session (README "The shell"): a company
 * switched back to, the shell entered again after a page outside it, or a reload asks for
 * the undealt pushes again, and those already shown are not shown again. The keys live in
 * session storage and go with the session.
 */
export const $shownPushKeys = createStore<string[]>([], { name: 'shownPushKeys' }).reset(sessionCleared);
persist($shownPushKeys, { area: 'session', key: 'shownPushKeys' });

/** A push's turn in the stagger (001 §9): shown now, unless this session showed it already. */
export const pushToastDue = createEvent<NotificationItem>();

const pushToastShown = sample({
  clock: pushToastDue,
  source: $shownPushKeys,
  filter: (shown, push) => !shown.includes(pushKey(push)),
  fn: (_, push) => push,
});
$shownPushKeys.on(pushToastShown, (shown, push) => [...shown, pushKey(push)]);

// Strings only: server text reaches the toast as text (the notifier's notice).
const showPushToastFx = createEffect(({ push, locale }: { push: NotificationItem; locale: Locale }) => {
  const { title, content } = localizedText(push, locale);
  return notify.notice({ title, description: content });
});
sample({ clock: pushToastShown, source: $locale, fn: (locale, push) => ({ push, locale }), target: showPushToastFx });

/**
 * The push toasts shown for the chosen company, each by the function that closes it. They
 * are that company's: a switch (or a sign-out) closes those still open, so the new
 * company's do not stack on them (each company's newest push may carry the same title).
 */
const $openPushToasts = createStore<Array<() => void>>([], { name: 'openPushToasts', serialize: 'ignore' });
$openPushToasts.on(showPushToastFx.doneData, (open, close) => [...open, close]);
const closePushToastsFx = createEffect((open: Array<() => void>) => open.forEach((close) => close()));
sample({ clock: $enterpriseId.updates, source: $openPushToasts, target: closePushToastsFx });
$openPushToasts.reset(closePushToastsFx);
