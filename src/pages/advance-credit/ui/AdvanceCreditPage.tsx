import { useId, type ReactNode } from 'react';
import { Card, Col, Result, Row, Tag, Typography } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { dictParamOf } from '@/entities/dictionary';
import { useListEnterpriseProductsQuery } from '@/entities/enterprise';
import { useShellMenu } from '@/entities/menu';
import { ALL_STORES, companySaved, useBigDataToken, useGetCorpInfoQuery, usePageAuthorizedStoresQuery } from '@/entities/pre-approval';
import { kycRouteOf, productLinkOf, productStatusOf } from '@/entities/product';
import { $chosenEnterprise } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { LinkButton } from '@/shared/ui/link-button';
import { LoadError } from '@/shared/ui/load-error';
import { AccountMenu } from '@/widgets/account-menu';
import { WizardHeader, WizardLoading } from '@/widgets/wizard-frame';
import { applicationStateOf, EKYC_TO_COMPLETE, nextStepOf, settlementOf, type EfinanceFacts, type NextStep } from '../lib/nextStep';
import styles from './AdvanceCreditPage.module.css';

/** The product this page is about (000 §1, §4 step 3). */
const E_FINANCE = 'E_FINANCE';
/** The e-KYC statuses whose wizard opens from here (000 §4: INIT, BACK, SUBMIT go to the e-KYC). */
const EKYC_WITH_WIZARD: readonly string[] = [...EKYC_TO_COMPLETE, 'SUBMIT'];

/**
 * /AdvanceCredit (000 §2, §4 step 3: where a sign-in for E_FINANCE lands): the e-finance
 * product's page for the chosen enterprise (the route takes no enterprise in its query),
 * built from what the portal already reads: the enterprise's products
 * (listByEnterpriseIdByClient: the product's status, the enterprise status that is its
 * e-KYC's), its authorised stores with their settlement files and its application's company
 * details (the pre-approval's reads, 001 §2.5, §2.6). The next step is the main action
 * (lib/nextStep.ts), each leading to the page that does it; the progress says where each
 * part stands. Opening it keeps the big-data token, as the pre-approval pages do (000 §7).
 */
export function AdvanceCreditPage() {
  const { t } = useTranslation(['advanceCredit', 'routes']);
  const navigate = useNavigate();
  const enterprise = useUnit($chosenEnterprise);
  const enterpriseId = enterprise?.enterpriseId ?? null;
  useBigDataToken(enterpriseId);
  return (
    <main className={styles.page}>
      <WizardHeader title={t('routes:advanceCredit')} onBack={() => navigate(ROUTES.productCentre)} tools={<AccountMenu />} />
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('page.intro')}
      </Typography.Paragraph>
      {enterpriseId ? <Progress enterpriseId={enterpriseId} chosenStatus={enterprise?.status ?? null} /> : null}
    </main>
  );
}

/** The three reads; loading, then the page or, when a read failed, Retry. */
function Progress({ enterpriseId, chosenStatus }: { enterpriseId: string; chosenStatus: string | null }) {
  const { t } = useTranslation('advanceCredit');
  const products = useListEnterpriseProductsQuery(enterpriseId);
  const stores = usePageAuthorizedStoresQuery(ALL_STORES);
  const details = useGetCorpInfoQuery({ enterpriseId });
  const reads = [products, stores, details];

  const missing = reads.filter((read) => read.data === undefined);
  if (missing.some((read) => read.isError && !read.isFetching)) {
    return <LoadError title={t('page.loadError')} onRetry={() => missing.forEach((read) => void (read.isError ? read.refetch() : undefined))} />;
  }
  if (missing.length > 0 || !products.data || !stores.data) return <WizardLoading message={t('page.loading')} />;

  const entry = products.data.find((candidate) => dictParamOf(candidate.productType) === E_FINANCE);
  if (!entry) return <NotOffered />;
  const facts: EfinanceFacts = {
    productStatus: productStatusOf(dictParamOf(entry.productStatus)),
    // The entry's enterprise status is the server's now; the choice's is what it was then.
    eKycStatus: dictParamOf(entry.enterpriseStatus) || (chosenStatus ?? ''),
    stores: stores.data.records,
    detailsSaved: companySaved(details.data),
  };
  return <Overview enterpriseId={enterpriseId} facts={facts} failure={facts.productStatus === 'FAILED' ? (entry.msg ?? null) : null} storeCount={stores.data.total} />;
}

function NotOffered() {
  const { t } = useTranslation('advanceCredit');
  return (
    <Card>
      <Result
        status="info"
        title={<Typography.Title level={2} className={styles.resultTitle}>{t('notOffered.title')}</Typography.Title>}
        subTitle={t('notOffered.body')}
        extra={<LinkButton to={ROUTES.productCentre}>{t('notOffered.toProducts')}</LinkButton>}
      />
    </Card>
  );
}

interface OverviewProps {
  enterpriseId: string;
  facts: EfinanceFacts;
  /** The server's message of a FAILED product. */
  failure: string | null;
  storeCount: number;
}

function Overview({ enterpriseId, facts, failure, storeCount }: OverviewProps) {
  const { t } = useTranslation(['advanceCredit', 'product']);
  const nextId = useId();
  const progressId = useId();
  const step = nextStepOf(facts);
  const eKycRoute = kycRouteOf(E_FINANCE, { id: enterpriseId, status: facts.eKycStatus });
  const settlement = settlementOf(facts.stores);
  const eKycKnown = t(`eKyc.status.${facts.eKycStatus}`, { defaultValue: '' });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <section aria-labelledby={nextId} className={styles.section}>
          <Typography.Title level={2} id={nextId} className={styles.sectionTitle}>
            {t('next.heading')}
          </Typography.Title>
          <Card className={styles.nextCard}>
            <NextStepContent step={step} eKycRoute={eKycRoute} eKycStatus={facts.eKycStatus} />
          </Card>
        </section>
      </Col>
      <Col xs={24} lg={14}>
        <section aria-labelledby={progressId} className={styles.section}>
          <Typography.Title level={2} id={progressId} className={styles.sectionTitle}>
            {t('progress.heading')}
          </Typography.Title>
          <Card>
            <dl className={styles.facts}>
              <Fact label={t('progress.product')}>
                <Tag>{t(`product:status.${facts.productStatus}`)}</Tag>
                {failure ? <Typography.Text type="secondary">{t('product:failedReason', { message: failure })}</Typography.Text> : null}
              </Fact>
              <Fact label={t('progress.eKyc')}>
                <span>{eKycKnown || t('eKyc.status.unknown')}</span>
                {step !== 'eKyc' && EKYC_WITH_WIZARD.includes(facts.eKycStatus) ? (
                  <LinkButton to={eKycRoute}>{t(`eKyc.action.${facts.eKycStatus as 'INIT' | 'BACK' | 'SUBMIT'}`)}</LinkButton>
                ) : null}
              </Fact>
              <Fact label={t('progress.stores')}>{storeCount > 0 ? storeCount : t('stores.none')}</Fact>
              <Fact label={t('progress.settlement')}>
                {settlement.needing > 0 ? t('settlement.progress', settlement) : facts.stores.length > 0 ? t('settlement.notNeeded') : t('stores.none')}
              </Fact>
              <Fact label={t('progress.application')}>{t(`application.${applicationStateOf(facts)}`)}</Fact>
            </dl>
          </Card>
        </section>
      </Col>
    </Row>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The step's title, what it means, and the link that does it. */
function NextStepContent({ step, eKycRoute, eKycStatus }: { step: NextStep; eKycRoute: string; eKycStatus: string }) {
  const { t } = useTranslation('advanceCredit');
  const title = (
    <Typography.Title level={3} className={styles.stepTitle}>
      {t(`next.${step}.title`)}
    </Typography.Title>
  );
  const body = <Typography.Paragraph>{t(`next.${step}.body`)}</Typography.Paragraph>;
  let action: ReactNode;
  switch (step) {
    case 'connectStores':
      action = <LinkButton type="primary" to={ROUTES.preApproval}>{t('next.connectStores.action')}</LinkButton>;
      break;
    case 'apply':
    case 'continue':
      action = <LinkButton type="primary" to={ROUTES.preApprovalApply}>{t(`next.${step}.action`)}</LinkButton>;
      break;
    case 'eKyc':
      action = <LinkButton type="primary" to={eKycRoute}>{t(`eKyc.action.${eKycStatus === 'BACK' ? 'BACK' : 'INIT'}`)}</LinkButton>;
      break;
    case 'useProduct':
      action = <UseProductLink />;
      break;
    default:
      action = <LinkButton type="primary" to={ROUTES.productCentre}>{t(`next.${step}.action`)}</LinkButton>;
  }
  return (
    <>
      {title}
      {body}
      {action}
    </>
  );
}

/** An activated E-finance opens from the user's menu entry for it, else from the product centre. */
function UseProductLink() {
  const { t } = useTranslation('advanceCredit');
  const { menu } = useShellMenu();
  return (
    <LinkButton type="primary" to={productLinkOf(menu, { productType: E_FINANCE }) ?? ROUTES.productCentre}>
      {t('next.useProduct.action')}
    </LinkButton>
  );
}
