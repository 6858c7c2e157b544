import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { sessionStores } from '@/entities/session';
import { $locale } from '@/shared/i18n';
import { personName } from '@/shared/lib/format';
import { useLanguageMenu } from '@/features/switch-language';
import { useLogout } from '@/features/logout';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The user's display name: the account as the server last described it (getCurSysUser, read
 * again whenever the account changes, 001 §8), else the login answer, else the login name.
 * An account with its two names is shown in the order of the UI's language (personName).
 */
export function displayName(users: readonly (Record<string, unknown> | null)[], loginName: string | null, locale: 'zh' | 'en'): string | null {
  for (const user of users) {
    const parts = personName({ familyName: textOf(user?.lastName), givenName: textOf(user?.firstName) }, locale);
    if (parts) return parts;
    for (const key of ['name', 'userName', 'realName']) {
      const value = user?.[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return loginName;
}

export interface AccountMenuProps {
  /** Phones: the icon alone, named by the user. */
  compact?: boolean;
}

/**
 * The account tools, composed once (000 §1 "a user menu with language, change password and
 * log out"; 001 §2.1 "The header has…"): the shell header's user menu and the header of a
 * wizard page outside the shell. Language stores the locale and reloads (000 §4); change
 * password opens the dialog, whose success alert is followed by logout (001 §2.10); log out
 * keeps the query productType (000 §4).
 */
export function AccountMenu({ compact = false }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const [current, user, loginName, locale] = useUnit([sessionStores.objCurUserInfo, sessionStores.objUser, sessionStores.curLoginName, $locale]);
  const [changingPassword, setChangingPassword] = useState(false);
  const { logout, running } = useLogout();
  const language = useLanguageMenu();
  const name = displayName([current, user], loginName, locale) ?? t('userMenu.account');

  const items: MenuProps['items'] = [
    // A group rather than a submenu: one click, and no hover popup on touch screens.
    {
      type: 'group',
      key: 'language',
      label: t('userMenu.language'),
      children: language.options.map((option) => ({
        key: `lang:${option.key}`,
        label: <span lang={option.lang}>{option.label}</span>,
      })),
    },
    { type: 'divider' },
    { key: 'changePassword', label: t('userMenu.changePassword') },
    { type: 'divider' },
    { key: 'logout', label: t('userMenu.logout'), disabled: running, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('lang:')) language.choose(key.slice('lang:'.length));
    if (key === 'changePassword') setChangingPassword(true);
    if (key === 'logout') void logout();
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick, selectedKeys: [`lang:${language.locale}`] }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button type="text" icon={<UserOutlined aria-hidden />} aria-label={name} loading={running}>
          {compact ? null : (
            <>
              <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block', verticalAlign: 'bottom' }}>{name}</span>{' '}
              <DownOutlined aria-hidden />
            </>
          )}
        </Button>
      </Dropdown>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        // 001 §2.10: after the success alert the user is logged out.
        onPasswordChanged={() => void logout()}
      />
    </>
  );
}
