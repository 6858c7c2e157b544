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
const $shownPushKeys = createStore<string[]>([], { name: 'shownPushKeys' }).reset(sessionCleared);
persist($shownPushKeys, { area: 'session', key: 'shownPushKeys' });

/** A push's turn in the stagger (001 §9): shown now, unless this session showed it already. */
export const pushToastDue = createEvent<NotificationItem>();

/**
 * The notification drawer is open or closed (the bell says so). An open drawer lists the
 * pushes itself, and a toast at the top right would cover its search box and first items:
 * no toast shows over it, and opening it closes those on screen. A push due meanwhile
 * counts as shown (the user has the list in front of them).
 */
export const notificationDrawerToggled = createEvent<boolean>();
const $drawerOpen = createStore(false, { name: 'notificationDrawerOpen', serialize: 'ignore' })
  .on(notificationDrawerToggled, (_, open) => open)
  .reset(sessionCleared);

const pushNotYetShown = sample({
  clock: pushToastDue,
  source: $shownPushKeys,
  filter: (shown, push) => !shown.includes(pushKey(push)),
  fn: (_, push) => push,
});
$shownPushKeys.on(pushNotYetShown, (shown, push) => [...shown, pushKey(push)]);
const pushToastShown = sample({ clock: pushNotYetShown, source: $drawerOpen, filter: (open) => !open, fn: (_, push) => push });

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
sample({ clock: notificationDrawerToggled, source: $openPushToasts, filter: (_, open) => open, fn: (toasts) => toasts, target: closePushToastsFx });
$openPushToasts.reset(closePushToastsFx);
