import { useTranslation } from 'react-i18next';
import { RoutePlaceholder } from '@/shared/ui/route-placeholder';

export function EkycPortalPage() {
  const { t } = useTranslation('routes');
  return <RoutePlaceholder title={t('ekycPortal')} />;
}
