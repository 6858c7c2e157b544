import { useEffect, useState } from 'react';
import { Button, Empty, Popconfirm, Popover } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $signedIn } from '@/entities/session';
import { codecs, storage } from '@/shared/lib/storage';
import { OPENED_POPUP_Z_INDEX } from './appTheme';
import { DemoFaultSwitch, type DemoFaults } from './DemoFaults';
import styles from './DemoPanel.module.css';
import { LOGIN_ROUTES, ROUTES } from '@/shared/config';

export type { DemoFaults } from './DemoFaults';

/** One message of the mock's demo mailbox (mocks/lib/inspect.ts). */
export interface DemoMail {
  id: string;
  to: string;
  subjectKey: 'forgotPassword' | 'registration' | 'otp';
  code: string;
  sentAt: number;
  used: boolean;
}

/** A demo account as the mock lists it, in the story's order (mocks/scenarios/accounts.ts). */
export interface DemoScenarioAccount {
  loginName: string;
  password: string;
  scenario: string;
  /** The page to open once signed in; none: where signing in lands. */
  opens?: string;
}

interface DemoPanelProps {
  onReset: () => Promise<void> | void;
  readMailbox: () => DemoMail[];
  /** The mock's fault switch (mocks/browser.ts mockFaults). */
  faults: DemoFaults;
  /** The scenarios, in the order a presenter tells them. */
  accounts: readonly DemoScenarioAccount[];
  /** Hands the account to the login page's demo list, which signs it in (mocks/lib/presenter.ts). */
  requestSignIn: (account: DemoScenarioAccount) => void;
}

/** The key that hides and shows the panel's button (a presenter sharing the screen). */
const PANEL_KEY = 'F2';
const HIDDEN_KEY = 'kjDemoPanelHidden';
/** Routes signing in passes through; the scenario's page opens once the route has left them and settled. */
const SIGN_IN_ROUTES = [...LOGIN_ROUTES, ROUTES.logout, ROUTES.jumpingLoading];
const SETTLED_MS = 1200;
const LOOK_EVERY_MS = 200;

const routeOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * Where a scenario's sign-in starts: signed in, the logout page signs out, then the login
 * page signs the account in; on the login page already, a new address, so that its demo
 * list looks for the request again.
 */
function goToSignIn(signedIn: boolean): void {
  window.location.hash = signedIn ? '#/logoutPage' : `#/login?demo=${Date.now()}`;
}

/** A scenario's page, once its sign-in has settled. */
function goTo(page: string): void {
  window.location.hash = `#${page}`;
}

/**
 * Demo builds only: the presenter's panel. Its scenarios sign a demo account in and open the
 * page that shows it, in one click (through the login page, as a click on its demo list
 * does); its tools are the demo mailbox (where the mock "sends" e-mail and one-time codes),
 * the mock's fault switch, and a reset of the in-browser mock database (faults included),
 * which otherwise survives reloads. F2 hides and shows it (remembered by the browser).
 */
export default function DemoPanel({ onReset, readMailbox, faults, accounts, requestSignIn }: DemoPanelProps) {
  const { t, i18n } = useTranslation(['demo', 'common']);
  const [open, setOpen] = useState(false);
  const [tools, setTools] = useState(false);
  const signedIn = useUnit($signedIn);
  const [hidden, setHidden] = useState(() => storage.get('local', HIDDEN_KEY, codecs.flag) === true);
  const [mails, setMails] = useState<DemoMail[]>([]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== PANEL_KEY || event.repeat) return;
      setHidden((was) => {
        storage.set('local', HIDDEN_KEY, was ? null : true, codecs.flag);
        return !was;
      });
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // After a scenario's sign-in, its page, once the sign-in's own redirects have settled. The
  // panel sits outside the router, and the router's moves fire no event on the window: it
  // looks at the address while a page is waiting to open.
  const [waiting, setWaiting] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    let last = window.location.hash;
    let since = Date.now();
    const timer = setInterval(() => {
      const hash = window.location.hash;
      if (hash !== last) {
        last = hash;
        since = Date.now();
      }
      if (SIGN_IN_ROUTES.includes(routeOf(hash)) || Date.now() - since < SETTLED_MS) return;
      clearInterval(timer);
      setWaiting(null);
      goTo(waiting);
    }, LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  const start = (account: DemoScenarioAccount) => {
    requestSignIn(account);
    setWaiting(account.opens ?? null);
    setOpen(false);
    goToSignIn(signedIn);
  };
  // Each opening shows the faults as they are now (a test or the console may have changed them).
  const [openings, setOpenings] = useState(0);
  // Keep the floating button from covering the last lines of a page (footers on phones).
  useEffect(() => {
    document.body.classList.add('with-demo-panel');
    return () => document.body.classList.remove('with-demo-panel');
  }, []);
  // Read the mailbox (and the faults) each time the panel opens: codes arrive while it is closed.
  const toggle = (next: boolean) => {
    if (next) {
      setMails(readMailbox().slice(0, 8));
      setOpenings((count) => count + 1);
    }
    setOpen(next);
  };

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const toolsContent = (
    <>
      <h2 className={styles.heading}>{t('mailboxTitle')}</h2>
      {mails.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mailboxEmpty')} />
      ) : (
        <ul className={styles.mails} aria-label={t('mailboxTitle')}>
          {mails.map((mail) => (
            <li key={mail.id} className={styles.mail}>
              <span className={styles.to}>{mail.to}</span>
              <span>
                {t(`subject.${mail.subjectKey}`)} · {time.format(mail.sentAt)}
                {mail.used ? ` · ${t('used')}` : ''}
              </span>
              <code className={styles.code}>{mail.code}</code>
            </li>
          ))}
        </ul>
      )}
      <DemoFaultSwitch key={openings} faults={faults} />
      <Popconfirm
        title={t('resetTitle')}
        description={t('resetBody')}
        okText={t('reset')}
        cancelText={t('common:cancel')}
        // In front of the panel (a popover itself) it opens from.
        zIndex={OPENED_POPUP_Z_INDEX + 1}
        onConfirm={async () => {
          await onReset();
          window.location.reload();
        }}
      >
        <Button danger size="small">
          {t('reset')}
        </Button>
      </Popconfirm>
    </>
  );
  // The scenarios first; the tools (mailbox, faults, reset) in place of them, on demand.
  const content = (
    <div className={styles.panel}>
      <div className={styles.top}>
        <Button size="small" aria-expanded={tools} onClick={() => setTools((was) => !was)}>
          {t('presenter.tools')}
        </Button>
        <span className={styles.intro}>{t('presenter.shortcut')}</span>
      </div>
      {tools ? (
        toolsContent
      ) : (
        <>
          <h2 className={styles.heading} id="demo-scenarios">
            {t('presenter.scenarios')}
          </h2>
          <p className={styles.intro}>{t('presenter.scenariosHint')}</p>
          <ol className={styles.scenarios} aria-labelledby="demo-scenarios">
            {accounts.map((account) => (
              <li key={account.loginName}>
                <button type="button" className={styles.scenario} onClick={() => start(account)}>
                  {t(`accounts.${account.scenario}` as 'accounts.title', { defaultValue: account.scenario })}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
  return hidden ? null : (
    <div className={styles.anchor}>
      <Popover content={content} trigger="click" open={open} onOpenChange={toggle} placement="topRight">
        <Button size="small" icon={<DatabaseOutlined aria-hidden />} aria-expanded={open}>
          {t('label')}
        </Button>
      </Popover>
    </div>
  );
}
