import { useTranslation } from 'react-i18next';
import { RoutePlaceholder } from '@/shared/ui/route-placeholder';

export function AdvanceCreditPage() {
  const { t } = useTranslation('routes');
  return <RoutePlaceholder title={t('advanceCredit')} />;
}
