import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMockBackend } from '@/shared/config';
import { notify } from '@/shared/ui/notifier';
import { openableLink } from '../../model/accessLink';
import { useAccessCountdown } from '../../model/useAccessCountdown';
import styles from './AuthorizeDialog.module.css';

export interface WaitingStepProps {
  /** The authorisation link of the binding, shown as text. */
  link: string;
  /** The countdown runs while true (the dialog is open on this step). */
  active: boolean;
  /** The last poll failed (it is tried again a second later). */
  failed: boolean;
}

/**
 * Step 2, waiting for the authorisation (001 §2.6, §4): the link as plain text, Copy link
 * (a success shows 'copied'; a clipboard that refuses is ignored) and Open link in a new
 * tab; the 60-second countdown that starts again at 0. The dialog polls the status meanwhile.
 * The demo build says that its mock completes the authorisation on its own.
 */
export function WaitingStep({ link, active, failed }: WaitingStepProps) {
  const { t } = useTranslation('storeAccess');
  const seconds = useAccessCountdown(active);
  const href = openableLink(link);
  // A relative link (the demo's) is shown and copied as the address it opens.
  const shown = href ?? link;

  const copy = () => {
    // A clipboard that is missing or refuses is ignored, without a message (001 §2.6).
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(shown))
      .then(
        () => notify.success(t('waiting.copied')),
        () => undefined,
      );
  };

  return (
    <>
      <h3 className={styles.heading}>{t('waiting.heading')}</h3>
      <Typography.Paragraph>{t('waiting.text')}</Typography.Paragraph>
      <div>
        <Typography.Text strong>{t('waiting.linkLabel')}</Typography.Text>
        <code className={styles.link} data-testid="authorisation-link">
          {shown}
        </code>
      </div>
      <div className={styles.linkActions}>
        <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
          {t('waiting.copy')}
        </Button>
        {href ? (
          <Button icon={<ExportOutlined aria-hidden />} href={href} target="_blank" rel="noopener noreferrer">
            {t('waiting.open')}
          </Button>
        ) : null}
      </div>
      <div className={styles.countdown} role="timer" aria-atomic="true">
        {t('waiting.countdown', { seconds })}
      </div>
      {failed ? <div className={styles.note}>{t('waiting.retrying')}</div> : null}
      {isMockBackend ? <div className={styles.note}>{t('waiting.demoHint')}</div> : null}
    </>
  );
}
