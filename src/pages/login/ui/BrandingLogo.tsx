import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Branding } from '../model/branding';

/** The deployment's logo, or the portal name when it has none. */
export function BrandingLogo({ branding }: { branding: Branding | undefined }) {
  const { t } = useTranslation('login');
  if (branding?.logoUrl) {
    return <img className="branding-logo" src={branding.logoUrl} alt={t('branding.logoAlt')} height={40} />;
  }
  return (
    <Typography.Title level={2} className="branding-title">
      {t('branding.defaultTitle')}
    </Typography.Title>
  );
}
