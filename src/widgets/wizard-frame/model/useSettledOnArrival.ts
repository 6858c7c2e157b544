import { useState } from 'react';

/**
 * Whether a step's saved data may fill its form: only once the read that was running when
 * the step opened has finished. The wizard's missing-data list keeps every step's read
 * subscribed, so a step can open on cached data that an earlier step's save has just made
 * stale (the authorised person saved as legal person in step 2 is listed in step 3); a form
 * filled from that cache would keep the stale entries. Later refetches (after the step's
 * own save) do not hide the form again.
 */
export function useSettledOnArrival(query: { isFetching: boolean; isLoading: boolean }): boolean {
  const [settled, setSettled] = useState(!query.isFetching);
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra pass.
  if (!settled && !query.isFetching) setSettled(true);
  return (settled || !query.isFetching) && !query.isLoading;
}
