import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenBackendReady } from '@/shared/api';
import styles from './DemoAccounts.module.css';

export interface DemoAccountEntry {
  loginName: string;
  password: string;
  scenario: string;
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
 * data, and the login page's own chunks are not slowed by the mock's.
 */
export default function DemoAccounts({ onPick }: { onPick: (account: DemoAccountEntry) => void }) {
  const [accounts, setAccounts] = useState<readonly DemoAccountEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    void whenBackendReady()
      .then(() => import(/* webpackChunkName: "mock-backend" */ '@mocks/browser'))
      .then((mock) => {
        if (live) setAccounts(mock.demoAccounts);
      });
    return () => {
      live = false;
    };
  }, []);
  return accounts && accounts.length > 0 ? <DemoAccountList accounts={accounts} onPick={onPick} /> : null;
}
