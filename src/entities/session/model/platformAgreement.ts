import { createEvent, createStore } from 'effector';
import type { ApiDispatch } from '@/shared/api';
import { platformAgreementApi } from '../api/platformAgreementApi';
import { sessionCleared } from './session';


/** The agreement PDF the user has to sign now; the dialog shows while it is set. */
export const $agreementUrl = createStore<string | null>(null, { name: 'platformAgreementUrl', skipVoid: false });
export const agreementRequested = createEvent<string>();
export const agreementDismissed = createEvent();
/** The user signed the agreement: the sign-in it interrupted goes on (000 §2: to /home after the choice). */
export const agreementSigned = createEvent();

$agreementUrl.on(agreementRequested, (_, url) => url).reset(agreementDismissed, agreementSigned, sessionCleared);

/**
 * After login and before the enterprise list (000 §2): when the server returns a PDF url
 * the agreement dialog opens and the sign-in stops there until it is signed (agreementSigned),
 * then goes on with the enterprise choice, which leads to /home. A failed
 * check does not block sign-in.
 */
export async function checkPlatformAgreement({ dispatch }: { dispatch: ApiDispatch }): Promise<'continue' | 'stop'> {
  try {
    const url = await dispatch(platformAgreementApi.endpoints.getPlatformAgreementToSign.initiate()).unwrap();
    if (url) {
      agreementRequested(url);
      return 'stop';
    }
  } catch {
    // No agreement information: go on with the enterprise list.
  }
  return 'continue';
}
