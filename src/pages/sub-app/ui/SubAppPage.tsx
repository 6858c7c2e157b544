import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RoutePlaceholder } from '@/shared/ui/route-placeholder';

/** Host area of an embedded sub-application, named by the first segment of its hash prefix. */
export function SubAppPage() {
  const { t } = useTranslation('routes');
  const { pathname } = useLocation();
  const name = pathname.split('/')[1] ?? '';
  return <RoutePlaceholder title={t('subApp', { name })} />;
}
