import { useEffect, useRef, useState } from 'react';
import { Button, Card, Result, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/shared/ui/load-error';
import { WizardLoading } from '@/widgets/wizard-frame';
import { ALL_STORES, decideStage, useBigDataToken, usePageAuthorizedStoresQuery, type Stage } from '@/entities/pre-approval';
import { usePageEnterprise } from '@/entities/session';
import { SUCCESS_STATUS } from '../config/query';
import { SettlementSection } from './SettlementSection';
import { StoresSection } from './StoresSection';
import { SubmitSuccessDialog } from './SubmitSuccessDialog';
import styles from './PreApproval.module.css';
import { ROUTES } from '@/shared/config';

const STAGE_TITLES = ['intro', 'authorise', 'connect'] as const;
/** The indicator's index of a stage; done is past the last one (every stage finished). */
const indexOf = (stage: Stage) => (stage === 'done' ? STAGE_TITLES.length : stage - 1);

/**
 * /preApproval, the store-connection variant of the pre-approval page (001 §2.6, §4),
 * inside the shell. It reads every authorised store once on arrival and opens at the stage
 * decideStage gives (entities/pre-approval): 1 the intro, whose Start leads to 2; 2 the authorised
 * stores, whose Next needs at least one store; 3 the settlement data, whose Submit shows
 * the success dialog; done, a result screen. Query status=succcess opens the success
 * dialog at stage 3. The big-data token is kept on arrival (000 §7).
 */
export function StoreConnectionPage() {
  const { t } = useTranslation('preApproval');
  const { enterpriseId, foreign } = usePageEnterprise();
  useBigDataToken(foreign ? null : enterpriseId);
  const [query] = useSearchParams();
  const succeeded = query.get('status') === SUCCESS_STATUS;
  const everyStore = usePageAuthorizedStoresQuery(ALL_STORES);
  const [stage, setStage] = useState<Stage | null>(succeeded ? 3 : null);
  const [submitted, setSubmitted] = useState(succeeded);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(stage);

  // The stage is chosen once, from the stores as they are on arrival; later reloads (a store
  // authorised, files sent) do not move the user on their own.
  if (stage === null && everyStore.data) setStage(decideStage(everyStore.data.records));

  // Another stage: focus moves to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shown.current === stage) return;
    const first = shown.current === null;
    shown.current = stage;
    if (!first) heading.current?.focus({ preventScroll: true });
  }, [stage]);

  let content: React.ReactNode;
  if (stage === null && everyStore.isError) {
    content = <LoadError title={t('page.loadError')} onRetry={() => void everyStore.refetch()} />;
  } else if (stage === null) {
    content = <WizardLoading message={t('page.loading')} />;
  } else {
    content = (
      <>
        <Steps
          className={styles.steps}
          aria-label={t('page.stages')}
          current={indexOf(stage)}
          size="small"
          items={STAGE_TITLES.map((key, index) => ({
            title: t(`page.stage.${key}`),
            ...(index === indexOf(stage) ? { 'aria-current': 'step' as const } : {}),
          }))}
        />
        <StageContent stage={stage} headingRef={heading} storeCount={everyStore.data?.total ?? 0} onStage={setStage} onSubmitted={() => setSubmitted(true)} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {t('page.title')}
        </Typography.Title>
        <Typography.Paragraph className={styles.subtitle}>{t('page.subtitle')}</Typography.Paragraph>
      </header>
      {content}
      <SubmitSuccessDialog open={submitted} />
    </div>
  );
}

interface StageContentProps {
  stage: Stage;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  /** How many stores the enterprise has authorised now. */
  storeCount: number;
  onStage(stage: Stage): void;
  onSubmitted(): void;
}

function StageContent({ stage, headingRef, storeCount, onStage, onSubmitted }: StageContentProps) {
  const { t } = useTranslation('preApproval');
  const navigate = useNavigate();
  const title = (text: string) => (
    <Typography.Title level={2} ref={headingRef} tabIndex={-1} className={styles.stageTitle}>
      {text}
    </Typography.Title>
  );

  if (stage === 'done') {
    return (
      <Card>
        <Result
          className={styles.result}
          status="success"
          title={title(t('done.title'))}
          subTitle={t('done.body')}
          extra={
            <div className={styles.resultActions}>
              <Button type="primary" onClick={() => navigate(ROUTES.productCentre)}>
                {t('done.toProducts')}
              </Button>
              <Button onClick={() => onStage(2)}>{t('done.addStore')}</Button>
            </div>
          }
        />
      </Card>
    );
  }
  if (stage === 1) {
    return (
      <Card>
        {title(t('intro.heading'))}
        <Typography.Paragraph>{t('intro.body')}</Typography.Paragraph>
        <div className={styles.actions}>
          <Button type="primary" onClick={() => onStage(2)}>
            {t('intro.start')}
          </Button>
        </div>
      </Card>
    );
  }
  if (stage === 2) {
    const hintId = 'pre-approval-need-store';
    return (
      <Card>
        {title(t('stores.heading'))}
        <StoresSection addLabel="authorise" />
        <div className={styles.actions}>
          {storeCount === 0 && (
            <Typography.Text id={hintId} type="secondary">
              {t('stores.needOne')}
            </Typography.Text>
          )}
          <Button type="primary" disabled={storeCount === 0} aria-describedby={storeCount === 0 ? hintId : undefined} onClick={() => onStage(3)}>
            {t('stores.next')}
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      {title(t('settlement.heading'))}
      <SettlementSection onSubmitted={onSubmitted} />
    </Card>
  );
}
