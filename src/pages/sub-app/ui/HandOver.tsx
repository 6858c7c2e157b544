import { Descriptions } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { $chosenEnterprise } from '@/entities/session';
import { $currentProductType } from '@/entities/menu';
import { $childLocale, $locale } from '@/shared/i18n';

/** What the shell hands over to an embedded sub-application (000 §2): route, enterprise, language. */
export function HandOver() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { pathname, search } = useLocation();
  const [enterprise, locale, childLocale, product] = useUnit([$chosenEnterprise, $locale, $childLocale, $currentProductType]);
  const enterpriseName = enterprise ? `${locale === 'zh' ? enterprise.companyNameCn || enterprise.companyName : enterprise.companyName} (${enterprise.enterpriseId})` : t('subApp.none');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      bordered
      items={[
        { key: 'route', label: t('subApp.route'), children: <code style={{ wordBreak: 'break-all' }}>{`${pathname}${search}`}</code> },
        { key: 'enterprise', label: t('subApp.enterprise'), children: enterpriseName },
        { key: 'language', label: t('subApp.language'), children: tc(`language.${locale}`) },
        { key: 'childLanguage', label: t('subApp.childLanguage'), children: <span data-testid="child-locale">{tc(`language.${childLocale}`)}</span> },
        { key: 'product', label: t('subApp.product'), children: product ?? t('subApp.none') },
      ]}
    />
  );
}
