import { demoAccountId } from '../accounts';
import { signIn, updateSession } from '../../lib/session';

/** demo.one signed in with One Trade Co. (20001) chosen: 25 messages, 12 to-dos (scenarios/notifications.ts). */
function demoOneIn20001(): void {
  signIn(demoAccountId('demo.one'));
  updateSession({ orgId: '20001' });
}

/** Pact provider states of the notifications area (see ../providerStates.ts). */
export const notificationStates: Record<string, () => void> = {
  'user demo.one is signed in and chose enterprise 20001, which has notifications': demoOneIn20001,
};
