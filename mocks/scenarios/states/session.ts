import { db } from '../../db';
import { setPassword } from '../../lib/accounts';
import { issueCaptcha } from '../../lib/captcha';
import { issueInitialiseToken } from '../../lib/passwordLogin';
import { now } from '../../lib/clock';
import { installKeyPair, currentKeyPair } from '../../lib/crypto/rsa';
import { newId } from '../../lib/random';
import { signIn, signOut, updateSession } from '../../lib/session';
import type { MailSubject } from '../../lib/mail';
import { accountNamed, memberOf, signedInUser, type ProviderState } from './kinds';

/** Puts a code in the mailbox as if the service had just sent it. */
function mailed(to: string, subjectKey: MailSubject, code: string): void {
  db.mail.create({ id: newId(), to: to.toLowerCase(), subjectKey, code, sentAt: now(), usedAt: null });
}

const LOGIN_NAME = 'the account\'s login name';
const ENTERPRISE_ID = 'the enterprise\'s id';
const PASSWORD = 'the password, in clear (the pact encrypts it with the key pair of "passwords are encrypted with an RSA key pair")';

/**
 * Pact provider states of signing in and of the account's secrets (see ../providerStates.ts).
 * "The verifier's session" is the one the verifier's requests carry (the cookie given to
 * `pact:verify --header`, which the state change requests carry too).
 */
export const sessionStates: Record<string, ProviderState> = {
  'nobody is signed in': {
    params: {},
    afterwards: 'The verifier\'s session has no signed-in user.',
    setUp: () => signOut(),
  },
  'a signed-in user': {
    params: { loginName: LOGIN_NAME },
    afterwards: 'An active account with this login name (no password to initialise or reset, no OTP check), signed in on the verifier\'s session, no enterprise chosen.',
    setUp: ({ loginName }) => {
      signIn(accountNamed(loginName!).id);
    },
  },
  'a signed-in user of an enterprise': {
    params: { loginName: LOGIN_NAME, enterpriseId: ENTERPRISE_ID },
    afterwards: 'As "a signed-in user", and the account belongs to the enterprise (one of its enterprises); none chosen yet.',
    setUp: ({ loginName, enterpriseId }) => {
      const account = accountNamed(loginName!);
      memberOf(account.id, enterpriseId!);
      signIn(account.id);
    },
  },
  'a signed-in user who chose an enterprise': {
    params: { loginName: LOGIN_NAME, enterpriseId: ENTERPRISE_ID },
    afterwards: 'As "a signed-in user of an enterprise", and the session has chosen that enterprise (setOrgId).',
    setUp: ({ loginName, enterpriseId }) => {
      const account = accountNamed(loginName!);
      memberOf(account.id, enterpriseId!);
      signIn(account.id);
      updateSession({ orgId: enterpriseId! });
    },
  },
  'a signed-in user who must pass the OTP check': {
    params: { loginName: LOGIN_NAME },
    afterwards: 'As "a signed-in user", but the account requires the one-time password: not passed yet, none sent.',
    setUp: ({ loginName }) => {
      const account = accountNamed(loginName!);
      db.account.update({ where: { id: { equals: account.id } }, data: { otpRequired: true } });
      signIn(account.id);
    },
  },
  'an OTP code was sent to the signed-in user': {
    params: { code: 'the six-digit one-time password' },
    afterwards: 'The signed-in user (an earlier state) was just sent this one-time password, which is valid and unused.',
    setUp: ({ code }) => {
      const account = signedInUser();
      updateSession({ otpSentAt: now() });
      mailed(account.email, 'otp', code!);
    },
  },
  'an account that can sign in': {
    params: { loginName: LOGIN_NAME, password: PASSWORD },
    afterwards: 'An active account with this login name and password (nothing to initialise or reset).',
    setUp: ({ loginName, password }) => setPassword(accountNamed(loginName!), password!, { mustInitialise: false, mustReset: false }),
  },
  'an account whose password must be initialised': {
    params: { loginName: LOGIN_NAME, password: 'its initial password, in clear (typed as the invitation code)' },
    afterwards: 'An account with this login name and initial password that has to set its own password before signing in (switchCode 30900).',
    setUp: ({ loginName, password }) => setPassword(accountNamed(loginName!), password!, { mustInitialise: true, mustReset: false }),
  },
  'an account whose password must be initialised was answered a token': {
    params: { loginName: LOGIN_NAME, tokenUuid: 'the tokenUuid its sign-in was answered with (switchCode 30900)' },
    afterwards: 'The older login page\'s initPwd (kj-sso) accepts this token, once, for this account, which must initialise its password.',
    setUp: ({ loginName, tokenUuid }) => {
      issueInitialiseToken(accountNamed(loginName!).id, tokenUuid!);
    },
  },
  'an account whose password must be reset': {
    params: { loginName: LOGIN_NAME, password: PASSWORD },
    afterwards: 'An account with this login name and password whose password has expired: signing in answers 30903 until it is reset.',
    setUp: ({ loginName, password }) => setPassword(accountNamed(loginName!), password!, { mustInitialise: false, mustReset: true }),
  },
  'an account with an e-mail address': {
    params: { loginName: LOGIN_NAME, email: 'its e-mail address' },
    afterwards: 'The account with this login name has this e-mail address (and no other account has it).',
    setUp: ({ loginName, email }) => {
      const account = accountNamed(loginName!);
      db.account.deleteMany({ where: { email: { equals: email! }, id: { notEquals: account.id } } });
      db.account.update({ where: { id: { equals: account.id } }, data: { email: email! } });
    },
  },
  'no account uses an e-mail address': {
    params: { email: 'the e-mail address' },
    afterwards: 'No account is registered with this e-mail address.',
    setUp: ({ email }) => {
      db.account.deleteMany({ where: { email: { equals: email! } } });
    },
  },
  'a forgot-password code was e-mailed': {
    params: { email: 'the address', code: 'the six-digit code' },
    afterwards: 'A forgot-password code was just e-mailed to this address: this code, valid and unused.',
    setUp: ({ email, code }) => mailed(email!, 'forgotPassword', code!),
  },
  'a registration code was e-mailed': {
    params: { email: 'the address', code: 'the six-digit code' },
    afterwards: 'A registration code was just e-mailed to this address: this code, valid and unused.',
    setUp: ({ email, code }) => mailed(email!, 'registration', code!),
  },
  'the sign-in captcha shows a code': {
    params: { code: 'the characters of the captcha image' },
    afterwards: 'The captcha of the verifier\'s session reads this code (case as given), valid for one sign-in.',
    setUp: ({ code }) => {
      issueCaptcha(code);
    },
  },
  'the service has an RSA key pair': {
    params: {},
    afterwards: 'The service has its key pair for password fields; the public-key calls answer its public key.',
    setUp: () => {
      currentKeyPair();
    },
  },
  'passwords are encrypted with an RSA key pair': {
    params: {
      publicKey: 'the public key: base64 of the X.509 SubjectPublicKeyInfo DER, no PEM lines (a test key of the pact)',
      privateKey: 'the private key, PKCS#1 PEM',
      serialNo: 'the serial the registration key call answers with it',
    },
    afterwards: 'The service encrypts and decrypts password fields with this pair: the public-key calls answer this public key (and serial), and fields encrypted with it (RSA PKCS#1 v1.5, base64) decrypt.',
    setUp: ({ publicKey, privateKey, serialNo }) => {
      installKeyPair({ publicKey: publicKey!, privateKey: privateKey!, serialNo: serialNo! });
    },
  },
};
