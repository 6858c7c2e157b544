import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import type { ApiDispatch } from '@/shared/api';
import { AUTHORISED, preApprovalApi, useQueryAccessStatusQuery } from '../api/preApprovalApi';
import { ACCESS_POLL_MS } from '../config/constants';

/**
 * Asks queryAccessStatus for the session every second while the waiting step shows
 * (001 §4): `sceneState` null (no session, another step, the dialog closed) means no
 * polling at all. When the answer is authStatus '2' the authorised stores are read again
 * (the new store appears in the tables) and `onAuthorised` moves the dialog on.
 * A failed poll is not toasted; `failed` lets the step say it is still trying.
 */
export function useAccessPolling(sceneState: string | null, onAuthorised: () => void): { failed: boolean } {
  const dispatch = useDispatch<ApiDispatch>();
  const status = useQueryAccessStatusQuery(sceneState ? { sceneState } : skipToken, { pollingInterval: ACCESS_POLL_MS });
  const authorised = sceneState !== null && status.data?.authStatus === AUTHORISED;

  useEffect(() => {
    if (!authorised) return;
    dispatch(preApprovalApi.util.invalidateTags(['PreApprovalStore']));
    onAuthorised();
  }, [authorised, dispatch, onAuthorised]);

  return { failed: sceneState !== null && status.isError };
}
