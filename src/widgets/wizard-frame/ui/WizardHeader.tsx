import { useState } from 'react';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '@/features/change-password';
import { useLogout } from '@/features/logout';
import { LanguageSelect } from '@/features/switch-language';
import { useViewportWidth } from '@/shared/lib/viewport';
import { WIZARD_COMPACT_BELOW_PX } from './WizardFrame';
import styles from './WizardHeader.module.css';

export interface WizardHeaderProps {
  /** The page's title, its one h1. */
  title: string;
  /** A back control before the title (the KYC file wizard's way to the product centre, 001 §2.2). */
  onBack?(): void;
  /**
   * A page of its own, outside the shell (the KYC file wizard, the contract): the header
   * carries the account tools itself. Inside the shell its user menu has them (language,
   * change password, logout), so a second row of the same three is not shown (on a phone it
   * pushed the first field down by a row of buttons).
   */
  standalone?: boolean;
}

/**
 * An onboarding wizard's header (001 §2.1, §2.2): the title and, on a standalone page, the
 * language switch (stores the locale, then reloads), the change-password dialog (after the
 * success alert, logout) and logout to /login.
 */
export function WizardHeader({ title, onBack, standalone = false }: WizardHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
      </div>
      {standalone ? <AccountTools /> : null}
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

/** The account tools of a page outside the shell (001 §2.1 "The header has…"). */
function AccountTools() {
  const { t } = useTranslation('kyc');
  const [changingPassword, setChangingPassword] = useState(false);
  const { logout, running } = useLogout();
  // On a phone the three tools fit one row as icons, each still named (and titled) in words.
  const iconsOnly = useViewportWidth() < WIZARD_COMPACT_BELOW_PX;
  const changePassword = t('page.header.changePassword');
  const logOut = t('page.header.logout');

  return (
    <>
      <div className={styles.tools} role="group" aria-label={t('page.header.label')}>
        <LanguageSelect />
        <Button
          icon={<KeyOutlined aria-hidden />}
          onClick={() => setChangingPassword(true)}
          {...(iconsOnly ? { 'aria-label': changePassword, title: changePassword } : {})}
        >
          {iconsOnly ? null : changePassword}
        </Button>
        <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()} loading={running} {...(iconsOnly ? { 'aria-label': logOut, title: logOut } : {})}>
          {iconsOnly ? null : logOut}
        </Button>
      </div>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        // 001 §2.10: after the success alert the user is logged out.
        onPasswordChanged={() => void logout()}
      />
    </>
  );
}
