import { Alert } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useCloseNoticeMutation, useWhetherShowNoticeQuery } from '../../api/noticeApi';
import { $locale } from '@/shared/i18n';
import { BannerText } from './BannerText';

/**
 * The closable top notice of the shell (000 §1): shown when the server says so; closing
 * it tells the server, which remembers it for the user and enterprise. Server text is
 * rendered as text. On a phone it is one line; More shows the rest.
 */
export function TopNotice() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  const { data } = useWhetherShowNoticeQuery();
  const [close, { isLoading }] = useCloseNoticeMutation();
  const text = locale === 'zh' ? data?.content || data?.contentEn : data?.contentEn || data?.content;
  if (!data?.show || !text) return null;
  return (
    <Alert
      role="region"
      aria-label={t('notice.label')}
      type="info"
      showIcon
      banner
      title={<BannerText title={text} />}
      closable={{ 'aria-label': t('notice.close'), disabled: isLoading, onClose: () => void close() }}
    />
  );
}
