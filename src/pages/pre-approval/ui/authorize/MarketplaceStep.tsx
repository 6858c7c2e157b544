import { useId } from 'react';
import { Button, Spin, Typography } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n';
import { LoadError } from '@/shared/ui/load-error';
import { notify } from '@/shared/ui/notifier';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useBindEnterpriseAccessMutation, useListMarketplaceRegionQuery, type AccessBinding } from '../../api/preApprovalApi';
import { openableLink } from '../../model/accessLink';
import { marketplaceName, regionName } from '../../model/accessNames';
import styles from './AuthorizeDialog.module.css';

export interface MarketplaceStepProps {
  /** The marketplace code chosen so far. */
  marketplace: string | null;
  onMarketplace(code: string): void;
  /** The binding opened an authorisation session: on to step 2. */
  onBound(binding: AccessBinding): void;
}

/**
 * Step 1 for the global marketplace (001 §2.6, §4): the marketplaces of listMarketplaceRegion
 * (sceneType AMAZON) grouped by region, each with its country flag and its name in the
 * portal's language. Next stays disabled until one is chosen, then binds
 * (bindEnterpriseAccess {type 'amazon', marketplace}) and goes to step 2.
 */
export function MarketplaceStep({ marketplace, onMarketplace, onBound }: MarketplaceStepProps) {
  const { t } = useTranslation('storeAccess');
  const locale = useUnit($locale);
  const group = useId();
  const regions = useListMarketplaceRegionQuery();
  const [bind, binding] = useBindEnterpriseAccessMutation();

  const next = async () => {
    if (!marketplace) return;
    let result: AccessBinding;
    try {
      result = await bind({ type: 'amazon', marketplace }).unwrap();
    } catch {
      return; // the server's message has been shown; the step stays
    }
    // Without a session there is nothing to wait for: say so and stay.
    if (!result.sceneState) {
      notify.error(t('marketplace.noSession'));
      return;
    }
    onBound(result);
  };

  let content;
  if (regions.isLoading) {
    content = (
      <div className={styles.status}>
        <Spin aria-label={t('marketplace.loading')} />
      </div>
    );
  } else if (regions.isError || !regions.data) {
    content = <LoadError title={t('marketplace.loadError')} onRetry={() => void regions.refetch()} />;
  } else if (regions.data.length === 0) {
    content = <Typography.Paragraph>{t('marketplace.empty')}</Typography.Paragraph>;
  } else {
    content = regions.data.map((region, index) => (
      <fieldset key={`${region.regionEn ?? ''}-${index}`} className={styles.fieldset}>
        <legend className={styles.legend}>{regionName(region, locale)}</legend>
        <div className={styles.choices}>
          {(region.regions ?? []).map((entry) => {
            const code = entry.marketplaceCode;
            if (!code) return null;
            const flag = openableLink(entry.fileLink);
            return (
              <label key={code} className={[styles.choice, marketplace === code && styles.chosen].filter(Boolean).join(' ')}>
                <input
                  type="radio"
                  className={`${visuallyHidden} ${styles.radio}`}
                  name={group}
                  value={code}
                  checked={marketplace === code}
                  disabled={binding.isLoading}
                  onChange={() => onMarketplace(code)}
                />
                {flag ? <img className={styles.flag} src={flag} alt="" width={24} height={16} /> : null}
                <span className={styles.choiceName}>{marketplaceName(entry, locale)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    ));
  }

  return (
    <>
      <h3 className={styles.heading}>{t('marketplace.legend')}</h3>
      {content}
      <div className={styles.actions}>
        <Button type="primary" disabled={!marketplace || !regions.data} loading={binding.isLoading} onClick={() => void next()}>
          {t('next')}
        </Button>
      </div>
    </>
  );
}
