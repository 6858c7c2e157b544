import { useState } from 'react';
import { useGetNotificationCountQuery } from '../../api/notificationApi';
import { NOTIFICATION_POLL_MS } from '../../config/notifications';

/**
 * The counts, polled every 5 s with RTK Query polling (001 §4). `skipPollingIfUnfocused`
 * skips the polls while the tab is hidden (setupListeners in app reports visibility). The
 * first failure (transport error or a non-200 code) stops the polling for good.
 */
export function useNotificationCounts() {
  const [stopped, setStopped] = useState(false);
  const result = useGetNotificationCountQuery(undefined, {
    pollingInterval: stopped ? 0 : NOTIFICATION_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  // State derived during render (React's pattern for "adjusting state when a prop changes").
  if (result.isError && !stopped) setStopped(true);
  return { counts: result.data, pollingStopped: stopped };
}
