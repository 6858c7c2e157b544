import { useMemo, useState } from 'react';
import { Empty, Skeleton, Card, Typography } from 'antd';
import { LoadError } from '@/shared/ui/load-error';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellMenu } from '@/entities/menu';
import {
  cardContextOf,
  decideCard,
  productLinkOf,
  subscriptionUrl,
  topEntriesOf,
  useListProductCentreQuery,
} from '@/entities/product';
import { useGetKycEnterpriseQuery } from '@/entities/kyc-enterprise';
import { $chosenEnterprise, $enterpriseId } from '@/entities/session';
import { $locale } from '@/shared/i18n';
import { productCardsOf } from '../lib/productCards';
import { useVerifyProduct } from '../model/useVerifyProduct';
import { ActivateDialog } from './ActivateDialog';
import { ProductCard } from './ProductCard';
import { TopEntries } from './TopEntries';
import styles from './ProductCentre.module.css';

const SKELETON_CARDS = 4;

/** The product centre (000 §2): the landing page and the "more products" entry. */
export function ProductCentrePage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [enterpriseId, locale, enterprise] = useUnit([$enterpriseId, $locale, $chosenEnterprise]);
  const { menu } = useShellMenu();
  const list = useListProductCentreQuery(enterpriseId ?? '', { skip: !enterpriseId });
  const { verify, view, pendingType } = useVerifyProduct();
  const [activating, setActivating] = useState<string | null>(null);

  const cards = useMemo(
    () => productCardsOf(list.data ?? [], { locale, enterpriseStatus: enterprise?.status }),
    [list.data, locale, enterprise?.status],
  );
  const context = cardContextOf(cards);
  // A returned application's cards offer the review's comment (the KYC record's auditComment).
  const returned = cards.some((card) => card.enterpriseStatus === 'BACK');
  const kyc = useGetKycEnterpriseQuery(enterpriseId ?? '', { skip: !enterpriseId || !returned });
  const returnReason = kyc.data?.auditComment?.trim() || null;
  const topEntries = useMemo(() => topEntriesOf(menu), [menu]);

  let content: React.ReactNode;
  if (list.isLoading || (!list.data && !list.isError && enterpriseId)) {
    content = (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} className={styles.card}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    );
  } else if (list.isError) {
    content = <LoadError title={t('loadError')} onRetry={() => void list.refetch()} />;
  } else if (cards.length === 0) {
    content = <Empty className={styles.empty} description={t('empty')} />;
  } else {
    content = (
      <ul className={styles.grid} aria-label={t('products')}>
        {cards.map((card) => (
          <li key={card.key} className={styles.gridItem}>
            <ProductCard
              card={card}
              decision={decideCard(card, context)}
              useNowLink={productLinkOf(menu, card)}
              subscriptionUrl={subscriptionUrl(card.productType, enterpriseId ?? '')}
              verifying={pendingType === card.productType}
              returnReason={returnReason}
              onVerify={() => void verify(card)}
              onView={() => view(card)}
              onActivate={() => setActivating(card.name)}
              onUseNow={(link) => navigate(link)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph className={styles.subtitle}>{t('subtitle')}</Typography.Paragraph>
      </header>
      <TopEntries entries={topEntries} current={pathname} />
      <section aria-labelledby="product-centre-products">
        <Typography.Title level={2} id="product-centre-products" className={styles.sectionTitle}>
          {t('products')}
        </Typography.Title>
        {content}
      </section>
      <ActivateDialog product={activating} onClose={() => setActivating(null)} />
    </div>
  );
}
