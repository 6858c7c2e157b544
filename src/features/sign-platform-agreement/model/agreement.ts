import { createEvent, createStore } from 'effector';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionCleared } from '@/entities/session';
import { agreementApi } from '../api/agreementApi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store state: the endpoints are injected into the one API
type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** The agreement PDF the user has to sign now; the dialog shows while it is set. */
export const $agreementUrl = createStore<string | null>(null, { name: 'platformAgreementUrl', skipVoid: false });
export const agreementRequested = createEvent<string>();
export const agreementDismissed = createEvent();

$agreementUrl.on(agreementRequested, (_, url) => url).reset(agreementDismissed, sessionCleared);

/**
 * After login and before the enterprise list (000 §2): when the server returns a PDF url
 * the agreement dialog opens and the sign-in flow stops there (signing leads to /home).
 * A failed check does not block sign-in.
 */
export async function checkPlatformAgreement({ dispatch }: { dispatch: ApiDispatch }): Promise<'continue' | 'stop'> {
  try {
    const url = await dispatch(agreementApi.endpoints.getPlatformAgreementToSign.initiate()).unwrap();
    if (url) {
      agreementRequested(url);
      return 'stop';
    }
  } catch {
    // No agreement information: go on with the enterprise list.
  }
  return 'continue';
}
