import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { storage } from '@/shared/lib/storage';
import { BannerText, useFoldedBanners } from './notice/BannerText';

/** Remembered for the browser tab: the announcement need not come back on every page. */
const CLOSED_KEY = 'rebrandBannerClosed';

/** The banner announcing the rebrand (000 §1): static text, closable for the session; one line on a phone. */
export function RebrandBanner() {
  const { t } = useTranslation('shell');
  const folded = useFoldedBanners();
  const [closed, setClosed] = useState(() => storage.get<boolean>('session', CLOSED_KEY) === true);
  if (closed) return null;
  return (
    <Alert
      type="success"
      showIcon
      banner={folded}
      title={<BannerText title={t('rebrand.title')} body={t('rebrand.body')} />}
      description={folded ? undefined : t('rebrand.body')}
      closable={{
        'aria-label': t('rebrand.close'),
        onClose: () => {
          storage.set('session', CLOSED_KEY, true);
          setClosed(true);
        },
      }}
    />
  );
}
