import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { storage } from '@/shared/lib/storage';

/** Remembered for the browser tab: the announcement need not come back on every page. */
const CLOSED_KEY = 'rebrandBannerClosed';

/** The banner announcing the rebrand (000 §1): static text, closable for the session. */
export function RebrandBanner() {
  const { t } = useTranslation('shell');
  const [closed, setClosed] = useState(() => storage.get<boolean>('session', CLOSED_KEY) === true);
  if (closed) return null;
  return (
    <Alert
      type="success"
      showIcon
      title={t('rebrand.title')}
      description={t('rebrand.body')}
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
