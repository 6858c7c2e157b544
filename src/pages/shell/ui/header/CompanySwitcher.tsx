import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { BankOutlined, DownOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { dictDisplayNameOf, dictParamOf } from '@/entities/dictionary';
import { enterpriseStatusColor, useGetEnterprisesByTypeQuery } from '@/entities/enterprise';
import { PRODUCT_TYPES } from '@/shared/api';
import { $chosenEnterprise, $enterpriseId } from '@/entities/session';
import { enterpriseIdOf, useChooseEnterprise } from '@/features/choose-enterprise';
import { $locale } from '@/shared/i18n';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './CompanySwitcher.module.css';

export interface CompanySwitcherProps {
  compact?: boolean;
}

/**
 * The shell's company switcher (000 §1, §6): the user's enterprises; choosing another runs
 * the same flow as the chooser ("After choosing an enterprise", 000 §4), each with its
 * onboarding status coloured as the chooser colours it. It lives in the
 * home page (the shell) because it composes the choose-enterprise feature.
 */
export function CompanySwitcher({ compact = false }: CompanySwitcherProps) {
  const { t } = useTranslation('shell');
  const [locale, enterpriseId, current] = useUnit([$locale, $enterpriseId, $chosenEnterprise]);
  const { data: enterprises = [], isFetching } = useGetEnterprisesByTypeQuery({ productType: [...PRODUCT_TYPES] });
  const { choose, running } = useChooseEnterprise();

  const nameOf = (item: { companyName?: string | null; companyNameCn?: string | null }) =>
    (locale === 'zh' ? item.companyNameCn || item.companyName : item.companyName || item.companyNameCn) ?? '';
  const currentName = current ? nameOf(current) : t('header.company');

  // Keys by position: unique for every list the document allows, where ids may repeat
  // (only enterpriseId is required of an entry, not that it is unique).
  const items: MenuProps['items'] = enterprises.map((item, index) => {
    const isCurrent = enterpriseIdOf(item) === enterpriseId;
    const status = dictDisplayNameOf(item.status) || dictParamOf(item.status);
    return {
      key: String(index),
      label: (
        <span className={styles.item}>
          <span className={styles.name}>{isCurrent ? `${nameOf(item)} (${t('header.current')})` : nameOf(item)}</span>
          {status ? (
            <Tag color={enterpriseStatusColor(dictParamOf(item.status))} className={styles.status}>
              <span className={visuallyHidden}>{t('header.companyStatus')} </span>
              {status}
            </Tag>
          ) : null}
        </span>
      ),
      disabled: running || isCurrent,
    };
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = enterprises[Number(key)];
    if (chosen) void choose(chosen);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={enterprises.length === 0}>
      <Button type="text" icon={<BankOutlined aria-hidden />} loading={running || isFetching} aria-label={`${t('header.switchCompany')}: ${currentName}`}>
        {compact ? null : (
          <>
            <span style={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block', verticalAlign: 'bottom' }}>{currentName}</span>{' '}
            <DownOutlined aria-hidden />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
