import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './WizardHeader.module.css';

export interface WizardHeaderProps {
  /** The page's title, its one h1. */
  title: string;
  /** A back control before the title (the KYC file wizard's way to the product centre, 001 §2.2). */
  onBack?(): void;
  /**
   * The account tools of a page of its own, outside the shell (the KYC file wizard, the
   * contract): the page passes the shell's own user menu (widgets/account-menu), so both
   * are one composition. Inside the shell the header's user menu has them, so none are
   * passed (a second row of the same three pushed a phone's first field down).
   */
  tools?: ReactNode;
}

/** An onboarding wizard's header (001 §2.1, §2.2): the title, a back control if any, and the account tools it is given. */
export function WizardHeader({ title, onBack, tools }: WizardHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
      </div>
      {tools ? <AccountTools>{tools}</AccountTools> : null}
    </div>
  );
}

function BackButton({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('kyc');
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
      {t('page.header.back')}
    </Button>
  );
}

/** The account tools, named as a group for assistive technology. */
function AccountTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.tools} role="group" aria-label={t('page.header.label')}>
      {children}
    </div>
  );
}
