import { useEffect, useState } from 'react';
import { Button, Empty, Popconfirm, Popover } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OPENED_POPUP_Z_INDEX } from './appTheme';
import { DemoFaultSwitch, type DemoFaults } from './DemoFaults';
import styles from './DemoPanel.module.css';

export type { DemoFault, DemoFaultKind, DemoFaults } from './DemoFaults';

/** One message of the mock's demo mailbox (mocks/lib/inspect.ts). */
export interface DemoMail {
  id: string;
  to: string;
  subjectKey: 'forgotPassword' | 'registration' | 'otp';
  code: string;
  sentAt: number;
  used: boolean;
}

interface DemoPanelProps {
  onReset: () => Promise<void> | void;
  readMailbox: () => DemoMail[];
  /** The mock's fault switch (mocks/browser.ts mockFaults). */
  faults: DemoFaults;
}

/**
 * Demo builds only: the demo mailbox (where the mock "sends" e-mail and one-time codes),
 * the mock's fault switch, and a reset of the in-browser mock database (faults included),
 * which otherwise survives reloads.
 */
export default function DemoPanel({ onReset, readMailbox, faults }: DemoPanelProps) {
  const { t, i18n } = useTranslation(['demo', 'common']);
  const [open, setOpen] = useState(false);
  const [mails, setMails] = useState<DemoMail[]>([]);
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
  const content = (
    <div className={styles.panel}>
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
    </div>
  );
  return (
    <div className={styles.anchor}>
      <Popover content={content} trigger="click" open={open} onOpenChange={toggle} placement="topRight">
        <Button size="small" icon={<DatabaseOutlined aria-hidden />} aria-expanded={open}>
          {t('label')}
        </Button>
      </Popover>
    </div>
  );
}
