import { useState } from 'react';
import { Button } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n';
import { ALL_STORES, companySaved, useGetCorpInfoQuery, usePageAuthorizedStoresQuery } from '@/entities/pre-approval';
import type { EnumOption } from '../../api/preApprovalApi';
import { SettlementSection } from '../SettlementSection';
import { StoresSection } from '../StoresSection';
import { SubmitSuccessDialog } from '../SubmitSuccessDialog';
import { platformName } from '../storeColumns';
import { accountName, APPLY_STEPS, firstIncompleteStep, labelOfCode, type ApplyStep } from './applyStepRules';
import { CompanyStep } from './CompanyStep';
import { StepPanel, type StepState } from './StepPanel';
import styles from './PreApprovalApplyPage.module.css';

export interface ApplyStepsProps {
  enterpriseId: string;
  monthlySalesOptions: readonly EnumOption[];
  businessScopeOptions: readonly EnumOption[];
  /** Stores the enterprise had when the page opened: step 2 then counts as complete (001 §2.5). */
  storesOnEntry: number;
}

/**
 * The three steps of the pre-approval application (001 §2.5), one open at a time:
 * 1. company details, complete once both are saved on the server;
 * 2. revenue/commerce accounts, complete once at least one exists and the user continued
 *    (or accounts already existed when the page opened);
 * 3. settlement data files, the last: its Submit sends them, then the success dialog.
 * On entry the first incomplete step opens; saving or continuing closes a step into its
 * summary (read from the server's data, so it stays in sync) and opens the next incomplete
 * one; a completed step's edit icon reopens it.
 */
export function ApplySteps({ enterpriseId, monthlySalesOptions, businessScopeOptions, storesOnEntry }: ApplyStepsProps) {
  const { t } = useTranslation('preApprovalApply');
  const { t: tStores } = useTranslation('preApproval');
  const locale = useUnit($locale);
  const corp = useGetCorpInfoQuery({ enterpriseId });
  const stores = usePageAuthorizedStoresQuery(ALL_STORES);
  // Saved just now: shown while the company details are read again after the save.
  const [justSaved, setJustSaved] = useState<{ monthlySales: string; businessScope: string } | null>(null);
  const info = corp.data ?? null;
  const details = justSaved && (corp.isFetching || !companySaved(info)) ? justSaved : info;
  const [continued, setContinued] = useState(storesOnEntry > 0);
  const [submitted, setSubmitted] = useState(false);
  const storeCount = stores.data?.total ?? storesOnEntry;
  const progress = { company: companySaved(details), accounts: continued && storeCount > 0 };
  const [open, setOpen] = useState<ApplyStep>(() => firstIncompleteStep(progress));

  const closeInto = (next: typeof progress) => setOpen(firstIncompleteStep(next));
  const stateOf = (step: ApplyStep): StepState => {
    if (open === step) return 'open';
    if (step === 'settlement') return 'pending';
    return progress[step] ? 'done' : 'pending';
  };
  const titles = { company: t('steps.company'), accounts: t('steps.accounts'), settlement: t('steps.settlement') };

  // The summaries read the server's data (getCorpInfo, pageAuthorizedStores), which the saves refresh.
  const monthlySales = details?.monthlySales;
  const businessScope = details?.businessScope;
  const companySummary = (
    <dl className={styles.summaryList}>
      <div>
        <dt>{t('company.monthlySales')}</dt>
        <dd>{labelOfCode(monthlySales, monthlySalesOptions, locale)}</dd>
      </div>
      <div>
        <dt>{t('company.businessScope')}</dt>
        <dd>{labelOfCode(businessScope, businessScopeOptions, locale)}</dd>
      </div>
    </dl>
  );
  const names = (stores.data?.records ?? []).map((store) => accountName(store, (platform) => platformName(tStores, platform))).filter(Boolean);
  const accountsSummary = (
    <>
      <p className={styles.summaryCount}>{t('accounts.count', { count: storeCount })}</p>
      {names.length > 0 ? (
        <ul aria-label={t('accounts.listLabel')} className={styles.accountNames}>
          {names.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      ) : null}
    </>
  );

  return (
    <>
    <ol aria-label={t('steps.label')} className={styles.steps}>
      <StepPanel number={1} total={APPLY_STEPS.length} title={titles.company} state={stateOf('company')} summary={companySummary} onEdit={() => setOpen('company')}>
        <CompanyStep
          enterpriseId={enterpriseId}
          info={{ ...info, ...details }}
          monthlySalesOptions={monthlySalesOptions}
          businessScopeOptions={businessScopeOptions}
          onCancel={progress.company ? () => closeInto({ ...progress, company: true }) : undefined}
          onSaved={(saved) => {
            setJustSaved(saved);
            closeInto({ ...progress, company: true });
          }}
        />
      </StepPanel>
      <StepPanel number={2} total={APPLY_STEPS.length} title={titles.accounts} state={stateOf('accounts')} summary={accountsSummary} onEdit={() => setOpen('accounts')}>
        {/* The add-account dialog is the authorisation dialog (001 §2.5 step 2, §4). */}
        <StoresSection addLabel="addAccount" />
        <div className={styles.actions}>
          {storeCount > 0 ? null : <span className={styles.hint}>{t('accounts.needOne')}</span>}
          <Button
            type="primary"
            disabled={storeCount === 0}
            onClick={() => {
              setContinued(true);
              closeInto({ ...progress, accounts: true });
            }}
          >
            {t('accounts.continue')}
          </Button>
        </div>
      </StepPanel>
      <StepPanel number={3} total={APPLY_STEPS.length} title={titles.settlement} state={stateOf('settlement')}>
        <SettlementSection onSubmitted={() => setSubmitted(true)} />
      </StepPanel>
    </ol>
    <SubmitSuccessDialog open={submitted} />
    </>
  );
}
