import { db } from '../../db';
import { signIn, updateSession } from '../../lib/session';
import { demoAccountId } from '../accounts';

const signedInWith = (loginName: string, orgId: string) => () => {
  signIn(demoAccountId(loginName));
  updateSession({ orgId });
};

/** Pact provider states of the shell area (see ../providerStates.ts). */
export const shellStates: Record<string, () => void> = {
  'user demo.one is signed in and chose One Trade, whose top notice is not closed': () => {
    signedInWith('demo.one', '20001')();
    const accountId = demoAccountId('demo.one');
    db.noticeClosed.deleteMany({ where: { accountId: { equals: accountId }, enterpriseId: { equals: '20001' } } });
  },
  'user demo.many is signed in and chose Alpha Trading, whose IDD market-close countdown is enabled': signedInWith('demo.many', '20011'),
};
