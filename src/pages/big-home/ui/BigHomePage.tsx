import { Button, Card, Empty, Typography } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $chosenEnterprise } from '@/entities/session';
import { useShellMenu } from '@/entities/menu';
import { DIGITAL_FINANCE_MENU_CODE, DIGITAL_TRADE_MENU_CODE, menuTargetByCode } from '@/entities/product';
import { $locale } from '@/shared/i18n';
import styles from './BigHome.module.css';
import { ROUTES } from '@/shared/config';

type ProductKey = 'digitalFinance' | 'digitalTrade';
const PRODUCT_CARDS: ReadonlyArray<{ key: ProductKey; menuCode: string }> = [
  { key: 'digitalFinance', menuCode: DIGITAL_FINANCE_MENU_CODE },
  { key: 'digitalTrade', menuCode: DIGITAL_TRADE_MENU_CODE },
];

/**
 * The big home (000 §2): digital finance and digital trade (each opens the product when the
 * menu offers it, else the product centre; disabled, saying why, when the menu's url for
 * it was refused by the link check, DESIGN §6), the pending tasks and the company introduction.
 */
export function BigHomePage() {
  const { t } = useTranslation(['product', 'common']);
  const navigate = useNavigate();
  const [enterprise, locale] = useUnit([$chosenEnterprise, $locale]);
  const { menu } = useShellMenu();
  const company = enterprise ? (locale === 'zh' ? enterprise.companyNameCn || enterprise.companyName : enterprise.companyName) : '';

  return (
    <div className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        {company ? t('bigHome.welcome', { company }) : t('bigHome.welcomeNoCompany')}
      </Typography.Title>
      <div className={styles.layout}>
        <section className={styles.products} aria-label={t('products')}>
          {PRODUCT_CARDS.map(({ key, menuCode }) => {
            const target = menuTargetByCode(menu, menuCode);
            const product = t(`bigHome.${key}.title`);
            const refused = target?.kind === 'refused';
            const reasonId = `big-home-${key}-refused`;
            const open = () => {
              if (target?.kind === 'external') window.location.assign(target.url);
              else navigate(target?.kind === 'route' ? target.path : ROUTES.productCentre);
            };
            return (
              <Card key={key} className={`${styles.productCard} ${styles[key]}`}>
                <Typography.Title level={2} className={styles.cardTitle}>
                  {product}
                </Typography.Title>
                <Typography.Paragraph className={styles.text}>{t(`bigHome.${key}.description`)}</Typography.Paragraph>
                <Button type={target ? 'primary' : 'default'} disabled={refused} aria-describedby={refused ? reasonId : undefined} onClick={open}>
                  {target ? t('bigHome.openProduct', { product }) : t('bigHome.exploreProduct', { product })}
                </Button>
                {refused ? (
                  <Typography.Paragraph id={reasonId} className={styles.text}>
                    {t('common:linkUnavailable')}
                  </Typography.Paragraph>
                ) : null}
              </Card>
            );
          })}
        </section>
        <Card className={styles.tasks} title={<h2 className={styles.cardHeading}>{t('bigHome.pendingTasks')}</h2>}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bigHome.noPendingTasks')} />
        </Card>
        <Card className={styles.intro} title={<h2 className={styles.cardHeading}>{t('bigHome.companyIntro')}</h2>}>
          {company ? (
            <>
              <Typography.Paragraph strong>{company}</Typography.Paragraph>
              <Typography.Paragraph className={styles.text}>{t('bigHome.companyIntroText', { company })}</Typography.Paragraph>
            </>
          ) : (
            <Typography.Paragraph className={styles.text}>{t('bigHome.noCompany')}</Typography.Paragraph>
          )}
        </Card>
      </div>
    </div>
  );
}
