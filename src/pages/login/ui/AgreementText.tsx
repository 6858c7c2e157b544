import { useUnit } from 'effector-react';
import { Trans } from 'react-i18next';
import { $locale } from '@/shared/i18n';
import { agreementUrl } from '../lib/agreementUrl';
import styles from './LoginPage.module.css';

/** "I have read and agree to the User Agreement and the Privacy Policy", links in a new tab. */
export function AgreementText() {
  const locale = useUnit($locale);
  const link = (kind: 'user' | 'privacy') => (
    // Trans puts the translated link text inside.
    <a href={agreementUrl(kind, locale)} target="_blank" rel="noopener noreferrer" />
  );
  return (
    <span className={styles.agreementText}>
      <Trans i18nKey="agreement.text" ns="login" components={{ user: link('user'), privacy: link('privacy') }} />
    </span>
  );
}
