import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { whenBackendReady } from '@/shared/api';
import styles from './DemoAccounts.module.css';

export interface DemoAccountEntry {
  loginName: string;
  password: string;
  scenario: string;
  /** The captcha's code, when the presenter's panel asked for this account: the form then signs it in. */
  imgCode?: string;
}

/** What the login page uses of the mock (@mocks/browser). */
interface MockDoor {
  demoAccounts: readonly DemoAccountEntry[];
  /** The account the presenter's panel asked for, once (mocks/lib/presenter.ts). */
  takeDemoSignIn: () => DemoAccountEntry | null;
  currentCaptcha: () => string | null;
}

/** The drawn captcha's code, once the login form shows its image (the mock knows the code it drew). */
async function drawnCaptcha(current: () => string | null, live: () => boolean): Promise<string | null> {
  const shown = () => {
    const image = document.querySelector<HTMLImageElement>('[data-mode="login"] form img');
    return Boolean(image?.complete && image.naturalWidth > 0);
  };
  for (let tries = 0; tries < 100 && live(); tries += 1) {
    const code = current();
    if (code && shown()) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * The demo accounts card (demo builds only): each account's login name and password and a
 * line on where it leads; clicking one fills the login form. Native details/summary keeps
 * it collapsible without any script.
 */
export function DemoAccountList({ accounts, onPick }: { accounts: readonly DemoAccountEntry[]; onPick: (account: DemoAccountEntry) => void }) {
  const { t } = useTranslation('demo');
  const password = accounts[0]?.password ?? '';
  return (
    <details className={styles.card} data-testid="demo-accounts">
      <summary className={styles.summary}>{t('accounts.title')}</summary>
      <p className={styles.hint}>{t('accounts.hint', { password })}</p>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.loginName}>
            <button type="button" className={styles.account} onClick={() => onPick(account)} aria-label={t('accounts.fill', { name: account.loginName })}>
              <code className={styles.loginName}>{account.loginName}</code>
              <span className={styles.description}>{t(`accounts.${account.scenario}` as 'accounts.title', { defaultValue: account.scenario })}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Reads the accounts through the mock's one door, @mocks/browser (this module is only loaded
 * in mock builds), once src/app/index.tsx has started that module and loaded the demo texts
 * (whenBackendReady): the import then resolves to it, no second copy of the mock or its seed
 * data, and the login page's own chunks are not slowed by the mock's. When the presenter's
 * panel asked for an account, it signs that account in as a click on it would, with the
 * captcha the mock drew.
 */
export default function DemoAccounts({ onPick }: { onPick: (account: DemoAccountEntry) => void }) {
  const [mock, setMock] = useState<MockDoor | null>(null);
  // A new address (the panel's request on this page already) looks for a request again: its
  // query, since a hash set from outside the router keeps the location's key.
  const { search } = useLocation();
  useEffect(() => {
    let live = true;
    void whenBackendReady()
      .then(() => import(/* webpackChunkName: "mock-backend" */ '@mocks/browser'))
      .then((module) => {
        if (live) setMock(module);
      });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const requested = mock?.takeDemoSignIn();
    if (!mock || !requested) return;
    let live = true;
    void drawnCaptcha(mock.currentCaptcha, () => live).then((imgCode) => {
      if (live && imgCode) onPick({ ...requested, imgCode });
    });
    return () => {
      live = false;
    };
    // The request is taken once per address; onPick is the page's current handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mock, search]);
  const accounts = mock?.demoAccounts;
  return accounts && accounts.length > 0 ? <DemoAccountList accounts={accounts} onPick={onPick} /> : null;
}
