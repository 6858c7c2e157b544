import { DownloadOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error';
import { useGetWebsiteUrlQuery } from '../../api/preApprovalApi';
import { openableLink } from '../../model/accessLink';
import styles from './AuthorizeDialog.module.css';

/** The configuration key of the vendor platform's plugin download (001 §7 getWebsiteUrl). */
const PLUGIN_KEYS = ['jdvcPluginUrl'];

/**
 * Step 1 for the vendor platform (001 §2.6, §4): the plugin-download page. The link is the
 * address getWebsiteUrl gives for `jdvcPluginUrl`; no binding is made here. Done closes.
 */
export function PluginStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('storeAccess');
  const urls = useGetWebsiteUrlQuery(PLUGIN_KEYS);
  const href = openableLink(urls.data?.jdvcPluginUrl);

  let download;
  if (urls.isLoading) {
    download = (
      <div className={styles.status}>
        <Spin aria-label={t('plugin.loading')} />
      </div>
    );
  } else if (urls.isError) {
    download = <LoadError title={t('plugin.loadError')} onRetry={() => void urls.refetch()} />;
  } else if (!href) {
    download = <Typography.Paragraph type="secondary">{t('plugin.unavailable')}</Typography.Paragraph>;
  } else {
    download = (
      <Button type="primary" icon={<DownloadOutlined aria-hidden />} href={href} target="_blank" rel="noopener noreferrer">
        {t('plugin.download')}
      </Button>
    );
  }

  return (
    <>
      <h3 className={styles.heading}>{t('plugin.heading')}</h3>
      <Typography.Paragraph>{t('plugin.text')}</Typography.Paragraph>
      {download}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('done')}</Button>
      </div>
    </>
  );
}
