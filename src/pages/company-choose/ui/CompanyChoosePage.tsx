import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin, Typography } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLazyGetEnterprisesByTypeQuery, type EnterpriseListItem } from '@/entities/enterprise';
import {
  $choiceContext,
  $enterpriseList,
  enterpriseIdOf,
  enterpriseListReceived,
  useChooseEnterprise,
} from '@/features/choose-enterprise';
import { useLogout } from '@/features/logout';
import { productTypesOrAll } from '@/shared/api';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { EnterpriseEntry } from './EnterpriseEntry';
import styles from './CompanyChoosePage.module.css';
import { ROUTES } from '@/shared/config';

const NO_CONTEXT = { entryProductType: null, scenario: null, refer: null };

/**
 * /companyChoose (000 §2 "Enterprise chooser"): "Select company to log in" (the spec's
 * words, in sentence case) listing the user's enterprises, as a page of its own rather than
 * the spec's dialog over an empty page; choosing one runs "After choosing an enterprise" with
 * every entry disabled meanwhile; "Back to login" (the dialog's closing) returns to /login. The list comes from the
 * sign-in flow (session storage, so a reload keeps it) or is loaded again; an empty one
 * sends the user back to /login.
 */
export function CompanyChoosePage() {
  const { t } = useTranslation(['enterprise', 'routes']);
  const navigate = useNavigate();
  const [enterprises, context] = useUnit([$enterpriseList, $choiceContext]);
  const { choose, running } = useChooseEnterprise();
  // The entry being chosen, by position: the list's ids may repeat (only enterpriseId is
  // required of an entry, not that it is unique).
  const [choosingIndex, setChoosingIndex] = useState<number | null>(null);
  const [reload] = useLazyGetEnterprisesByTypeQuery();
  const [reloading, setReloading] = useState(enterprises.length === 0);
  // Only an arrival without the list loads it again: a list emptied here is a sign-out's
  // (closing, or a company with an empty menu), whose own /login address must stay.
  const arrivedWithout = useRef(enterprises.length === 0);
  const reloaded = useRef(false);

  useEffect(() => {
    if (!arrivedWithout.current || reloaded.current) return;
    reloaded.current = true;
    const kept = context ?? NO_CONTEXT;
    reload({ productType: productTypesOrAll(kept.entryProductType) })
      .unwrap()
      .then((list) => {
        if (list.length === 0) navigate(ROUTES.login, { replace: true });
        else enterpriseListReceived({ enterprises: list, context: kept });
      })
      .catch(() => navigate(ROUTES.login, { replace: true }))
      .finally(() => setReloading(false));
  }, [enterprises.length, context, reload, navigate]);

  const onChoose = async (enterprise: EnterpriseListItem, index: number) => {
    setChoosingIndex(index);
    try {
      await choose(enterprise);
    } finally {
      setChoosingIndex(null);
    }
  };

  // Keyboard users start on the first company: choosing one is what the page is for.
  const firstEntry = useRef<HTMLButtonElement | null>(null);
  const focusFirst = useCallback(() => firstEntry.current?.focus(), []);
  useEffect(() => {
    if (!reloading) focusFirst();
  }, [reloading, focusFirst]);

  // Closing abandons the sign-in: the session ends, so /login shows its form. With the
  // session kept, /login resumed it at once (000 §4 step 5) and the chooser came back.
  const { logout, running: leaving } = useLogout();
  const close = () => {
    if (!running && !leaving) void logout({ productType: context?.entryProductType ?? null });
  };

  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="company-choose-title" aria-busy={reloading}>
        <Typography.Title level={1} id="company-choose-title" className={styles.title}>
          {t('enterprise:chooser.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {t('enterprise:chooser.intro')}
        </Typography.Paragraph>
        {reloading ? (
          <div className={styles.loading} role="status">
            <Spin />
            <span className={visuallyHidden}>{t('enterprise:chooser.loading')}</span>
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('enterprise:chooser.listLabel')}>
            {enterprises.map((enterprise, index) => (
              // Position-qualified: unique for every list the document allows (ids may repeat).
              <li key={`${index}:${enterpriseIdOf(enterprise)}`}>
                <EnterpriseEntry
                  enterprise={enterprise}
                  disabled={running}
                  choosing={choosingIndex === index}
                  onChoose={() => void onChoose(enterprise, index)}
                  buttonRef={index === 0 ? firstEntry : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <Button type="link" onClick={close} disabled={running} loading={leaving}>
            {t('enterprise:chooser.backToLogin')}
          </Button>
        </div>
      </section>
    </main>
  );
}
