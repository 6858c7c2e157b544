import { Fragment, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n';
import { agreementUrl } from '../lib/agreementUrl';
import styles from './LoginPage.module.css';

/** `<user>…</user>` and `<privacy>…</privacy>` in the sentence: the two links' texts. */
const LINK_TAG = /<(user|privacy)>(.*?)<\/\1>/g;

/**
 * "I have read and agree to the User Agreement and the Privacy Policy", links in a new tab.
 * The two tags are read here rather than with react-i18next's Trans, whose markup parser
 * would otherwise be part of every first visit (README "Performance").
 */
export function AgreementText() {
  const { t } = useTranslation('login');
  const locale = useUnit($locale);
  const text = t('agreement.text');
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK_TAG)) {
    const kind = match[1] as 'user' | 'privacy';
    parts.push(<Fragment key={`t${from}`}>{text.slice(from, match.index)}</Fragment>);
    parts.push(
      <a key={kind} href={agreementUrl(kind, locale)} target="_blank" rel="noopener noreferrer">
        {match[2]}
      </a>,
    );
    from = match.index + match[0].length;
  }
  parts.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>);
  return <span className={styles.agreementText}>{parts}</span>;
}
