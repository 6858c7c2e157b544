import type { Ref } from 'react';
import { Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictDisplayNameOf, dictParamOf } from '@/entities/dictionary';
import { enterpriseStatusColor, type EnterpriseListItem } from '@/entities/enterprise';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './CompanyChoosePage.module.css';

/** One enterprise of the chooser: a button with the company's names, status and product. */
export function EnterpriseEntry({
  enterprise,
  disabled,
  choosing,
  onChoose,
  buttonRef,
}: {
  enterprise: EnterpriseListItem;
  disabled: boolean;
  choosing: boolean;
  onChoose: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('enterprise');
  const status = dictDisplayNameOf(enterprise.status) || dictParamOf(enterprise.status);
  const productType = dictDisplayNameOf(enterprise.productType) || dictParamOf(enterprise.productType);
  const nameCn = enterprise.companyNameCn && enterprise.companyNameCn !== enterprise.companyName ? enterprise.companyNameCn : null;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={[styles.entry, choosing ? styles.choosing : ''].join(' ')}
      disabled={disabled}
      aria-busy={choosing}
      onClick={onChoose}
    >
      <span className={styles.name}>{enterprise.companyName}</span>
      {nameCn ? (
        <span className={styles.nameCn} lang="zh-CN">
          {nameCn}
        </span>
      ) : null}
      <span className={styles.side}>
        {choosing ? <Spin size="small" /> : null}
        {status ? (
          <Tag color={enterpriseStatusColor(dictParamOf(enterprise.status))} className={styles.status}>
            <span className={visuallyHidden}>{t('chooser.statusLine', { name: status })}</span>
            <span aria-hidden="true">{status}</span>
          </Tag>
        ) : null}
      </span>
      {productType ? (
        <span className={styles.meta}>{t('chooser.productLine', { name: productType })}</span>
      ) : null}
    </button>
  );
}
