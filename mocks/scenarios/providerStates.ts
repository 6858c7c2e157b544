import { clearDatabase, db } from '../db';
import { issueCaptcha } from '../lib/captcha';
import { now } from '../lib/clock';
import { currentKeyPair, installKeyPair } from '../lib/crypto/rsa';
import { newId } from '../lib/random';
import { signIn, signOut, updateSession } from '../lib/session';
import { DEMO_ACCOUNT_ROWS, demoAccountId } from './accounts';
import { seedBranding } from './branding';
import { CONTRACT_KEY_PAIR } from './contractKeyPair';
import { seedDictionaries } from './dictionaries';
import { reset } from './seed';
import { accountStates } from './states/account';
import { downloadStates } from './states/downloads';
import { notificationStates } from './states/notifications';
import { productStates } from './states/products';
import { shellStates } from './states/shell';
// files, signing and submission (001 §7 "Signing and files")
import { mediaStates } from './states/media';
// bank accounts (001 §2.4)
import { bankStates } from './banks';
// company KYC wizard (001 §2.1)
import { kycStates } from './kyc';
// contract screen (000 §2 "Contract screen", §7 "Contracts")
import { contractStates } from './states/contracts';
// export-drawback onboarding (000 §4)
import { drawbackStates } from './states/drawback';
// pre-approval (001 §2.5, §2.6, §4)
import { preApprovalStates } from './preApproval';

/** Puts a code in the demo mailbox as if it had just been sent. */
function mailed(to: string, subjectKey: 'forgotPassword' | 'registration' | 'otp', code: string): void {
  db.mail.create({ id: newId(), to, subjectKey, code, sentAt: now(), usedAt: null });
}

function setFlags(loginName: string, data: { mustInitialise?: boolean; mustReset?: boolean; otpRequired?: boolean }): void {
  const row = DEMO_ACCOUNT_ROWS.find((account) => account.loginName === loginName)!;
  // The demo password again, in case an earlier interaction changed it.
  db.account.update({
    where: { id: { equals: row.id } },
    data: { salt: row.salt, passwordHash: row.passwordHash, mustInitialise: false, mustReset: false, ...data },
  });
}

/**
 * Pact provider states (the `given(...)` of tests/contract), each setting the mock
 * database to exactly what the state names. tests/contract/verify.ts reseeds the demo
 * data before every interaction, then applies its states in order, so a state only adds
 * to the demo data. A new interaction with a new state needs an entry here; verify.ts
 * refuses pact files with a state missing here.
 */
export const providerStates: Record<string, () => void> = {
  // Interactions without a state run against the demo data.
  '': () => undefined,
  'website branding is configured': () => {
    clearDatabase();
    seedBranding();
  },
  'dictionaries exist': () => {
    clearDatabase();
    seedDictionaries();
  },

  // Keys and captcha.
  'an RSA key pair exists': () => {
    currentKeyPair();
  },
  'the contract-test RSA key pair is in use': () => {
    installKeyPair(CONTRACT_KEY_PAIR);
  },
  'captcha code is ABCD': () => {
    issueCaptcha('ABCD');
  },

  // Accounts.
  'account demo.one has the password Demo#Pass2025': () => setFlags('demo.one', {}),
  'an account with the e-mail one@demo.kj exists': () => setFlags('demo.one', {}),
  'account demo.init must initialise its password': () => setFlags('demo.init', { mustInitialise: true }),
  'account demo.reset must reset its password': () => setFlags('demo.reset', { mustReset: true }),
  'no account uses new.user@example.com': () => {
    db.account.delete({ where: { email: { equals: 'new.user@example.com' } } });
  },

  // Codes in the mailbox.
  'a forgot-password code 123456 was e-mailed to one@demo.kj': () => mailed('one@demo.kj', 'forgotPassword', '123456'),
  'a registration code 246810 was e-mailed to new.user@example.com': () => mailed('new.user@example.com', 'registration', '246810'),

  // Sessions.
  'nobody is signed in': () => signOut(),
  'user demo.one is signed in': () => {
    signIn(demoAccountId('demo.one'));
  },
  'user demo.many is signed in': () => {
    signIn(demoAccountId('demo.many'));
  },
  'user demo.otp is signed in': () => {
    setFlags('demo.otp', { otpRequired: true });
    signIn(demoAccountId('demo.otp'));
  },
  'user demo.otp is signed in and was sent the OTP code 654321': () => {
    setFlags('demo.otp', { otpRequired: true });
    signIn(demoAccountId('demo.otp'));
    updateSession({ otpSentAt: now() });
    mailed('otp@demo.kj', 'otp', '654321');
  },
  'user demo.digipo is signed in and chose its enterprise, which has a DIGIPO service contract': () => {
    signIn(demoAccountId('demo.digipo'));
    updateSession({ orgId: '20009' });
  },
  'user demo.agreement is signed in and has not signed the platform agreement': () => {
    signIn(demoAccountId('demo.agreement'));
    const agreement = db.platformAgreement.findFirst({ where: { accountId: { equals: demoAccountId('demo.agreement') } } });
    if (agreement) db.platformAgreement.update({ where: { id: { equals: agreement.id } }, data: { signedAt: null } });
  },

  // Reference data (all part of the demo data; named so a backend team knows what to set up).
  'a redirect for MARKET and buy is configured': () => {
    if (!db.productRedirect.findFirst({ where: { productType: { equals: 'MARKET' }, scenario: { equals: 'buy' } } })) {
      db.productRedirect.create({ id: newId(), productType: 'MARKET', scenario: 'buy', url: '/child-marketplacePortal/buyCar' });
    }
  },
  'phone area codes exist': () => undefined,

  // The states of each shell area live beside its data (states/*.ts).
  ...notificationStates,
  ...downloadStates,
  ...productStates,
  ...accountStates,
  ...shellStates,
  // files, signing and submission (001 §7 "Signing and files")
  ...mediaStates,
  // bank accounts (001 §2.4)
  ...bankStates,
  // company KYC wizard (001 §2.1)
  ...kycStates,
  // contract screen (000 §2 "Contract screen", §7 "Contracts")
  ...contractStates,
  // export-drawback onboarding (000 §4)
  ...drawbackStates,
  // pre-approval (001 §2.5, §2.6, §4)
  ...preApprovalStates,
};

/** Sets a state up on top of the current data; an unknown state is an error. */
export function setUpProviderState(name: string, _params: Record<string, unknown>): void {
  const apply = providerStates[name];
  if (!apply) throw new Error(`The mock has no provider state "${name}" (mocks/scenarios/providerStates.ts).`);
  apply();
}

