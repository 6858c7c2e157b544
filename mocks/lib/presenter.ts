import type { DemoAccount } from '../scenarios/accounts';

type Requested = Pick<DemoAccount, 'loginName' | 'password'> & { scenario: string };

/**
 * The presenter's one-click sign-in (demo builds): the demo panel asks for an account, the
 * login page's demo-account list takes the request and signs it in as a click on it would,
 * with the mock's captcha. Kept in the page's memory, not in storage: the logout on the way
 * clears the tab's session storage, and a reload should not sign anyone in unasked.
 */
let requested: Requested | null = null;

export function requestDemoSignIn(account: Requested): void {
  requested = { loginName: account.loginName, password: account.password, scenario: account.scenario };
}

/** The account asked for, once: the login page signs it in. */
export function takeDemoSignIn(): Requested | null {
  const account = requested;
  requested = null;
  return account;
}
