import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isMainland, type EnterpriseKyc } from '@/entities/kyc-enterprise';
import { PRODUCT_CENTRE_ROUTE } from '@/shared/config';
import { notify } from '@/shared/ui/notifier';
import {
  clearStepDraft,
  forgetPosition,
  rememberedPosition,
  rememberPosition,
  ReturnedNote,
  WizardFrame,
  WizardLoading,
  WizardSuccess,
  type StepHandle,
  type WizardBusy,
} from '@/widgets/wizard-frame';
import { KYC_STEPS, KYC_STEP_COUNT } from '../config/steps';
import { resumeStep, stepActions, stepsToCheck, type WizardMode } from '../lib/wizardSteps';
import type { StepProps } from '../model/step';
import { useSubmitKyc } from '../model/useSubmitKyc';
import { useWizardMissing } from '../model/useWizardMissing';
import { ReturnedDialog } from './ReturnedDialog';
import { SignStep } from './SignStep';
import { CompanyStep } from './steps/CompanyStep';
import { ManagerStep } from './steps/ManagerStep';
import { LegalStep } from './steps/LegalStep';
import { BeneficiaryStep } from './steps/BeneficiaryStep';
import { BankStep } from './steps/BankStep';

/** The data steps' components, by step number (001 §2.1). */
const DATA_STEP_COMPONENTS: Record<number, ComponentType<StepProps>> = {
  [KYC_STEPS.company]: CompanyStep,
  [KYC_STEPS.manager]: ManagerStep,
  [KYC_STEPS.legal]: LegalStep,
  [KYC_STEPS.beneficiary]: BeneficiaryStep,
  [KYC_STEPS.bank]: BankStep,
};

export interface KycWizardProps {
  enterpriseId: string;
  enterprise: EnterpriseKyc | null;
  mode: WizardMode;
}

/**
 * The company KYC wizard's steps in the wizard frame (001 §2.1, §4):
 * - submitted (SUBMIT): step 7, read-only, no navigation; the indicator still opens every
 *   step read-only;
 * - returned (BACK): the 'authentication failed' dialog; retry starts at step 1; the review's
 *   comment stays above every step until submitted, and steps 1-5 are marked "check again"
 *   (indicator and step 6's list) until each is saved again;
 * - otherwise it resumes on the first step with missing data (step 1 for a fresh one);
 * - a reload (a language switch too) or a sign-in again in this tab reopens the step the
 *   user was on instead (rememberedPosition).
 * Previous goes back without saving (the step's unsaved input stays as its draft); save
 * stores and stays; next validates, saves and advances only when the server answered 200,
 * else the step stays with the server's message; on step 6 submit stays disabled, with its
 * reason beside it, until a signed contract is uploaded and nothing is missing; it claims and
 * completes the task, shows 'submitted successfully' and opens step 7.
 */
export function KycWizard({ enterpriseId, enterprise, mode }: KycWizardProps) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const missing = useWizardMissing(enterpriseId);
  const [submitted, setSubmitted] = useState(mode === 'submitted');
  const [returnedOpen, setReturnedOpen] = useState(mode === 'returned');
  // The step shown and the furthest step reached; null until the resume step is known.
  const [position, setPosition] = useState<{ step: number; reached: number } | null>(() =>
    mode === 'submitted' ? { step: KYC_STEPS.success, reached: KYC_STEP_COUNT } : null,
  );
  const [busy, setBusy] = useState<WizardBusy>(null);
  const [signed, setSigned] = useState(false);
  // A returned application's data steps saved again in this visit (the rest are to check again).
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const stepRef = useRef<StepHandle>(null);
  const { submit } = useSubmitKyc(enterpriseId);
  // The step this tab was on before a reload, kept while editing (a submitted one opens on step 7).
  const [remembered] = useState(() => (mode === 'submitted' ? null : rememberedPosition({ enterpriseId, count: KYC_STEPS.sign })));
  useEffect(() => {
    if (position && !submitted) rememberPosition({ enterpriseId }, position);
  }, [enterpriseId, position, submitted]);
  const location = enterprise?.location ?? null;
  const readOnly = submitted;

  const titles = [
    t('page.steps.company'),
    t('page.steps.manager'),
    t(isMainland(location) ? 'page.steps.legal' : 'page.steps.directors'),
    t('page.steps.beneficiary'),
    t('page.steps.bank'),
    t('page.steps.sign'),
    t('page.steps.success'),
  ];

  // Editing opens where the data stops, once the steps' missing lists are in; decided once.
  // A returned application was complete once: every step up to 6 stays open to it.
  if (!position && !missing.isLoading) {
    const resume = resumeStep(missing.missing);
    setPosition(remembered ?? (mode === 'returned' ? { step: KYC_STEPS.company, reached: KYC_STEPS.sign } : { step: resume, reached: resume }));
  }
  const returnedDialog = (
    <ReturnedDialog
      open={returnedOpen && !submitted}
      comment={enterprise?.auditComment}
      onRetry={() => {
        setReturnedOpen(false);
        // Retry starts at step 1, unless this tab was already on another step (a reload).
        setPosition((now) => remembered ?? { step: KYC_STEPS.company, reached: now?.reached ?? KYC_STEPS.sign });
      }}
      onLeave={() => navigate(PRODUCT_CENTRE_ROUTE)}
    />
  );
  if (!position) {
    // The dialog first in both renders, so it stays one instance when the wizard appears.
    return (
      <>
        {returnedDialog}
        <WizardLoading />
      </>
    );
  }
  const { step, reached } = position;
  const goTo = (next: number) => setPosition({ step: next, reached: Math.max(reached, next) });

  const save = async (advance: boolean) => {
    const handle = stepRef.current;
    if (!handle || busy) return;
    setBusy(advance ? 'next' : 'save');
    try {
      const ok = await handle.save(advance);
      if (!ok) return;
      clearStepDraft({ enterpriseId, step });
      setChecked((now) => new Set(now).add(step));
      if (advance) goTo(step + 1);
      else notify.success(t('page.saved'));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    if (busy) return;
    setBusy('submit');
    try {
      if (!(await submit())) return;
      notify.success(t('success.submitted'));
      setSubmitted(true);
      forgetPosition({ enterpriseId });
      setPosition({ step: KYC_STEPS.success, reached: KYC_STEP_COUNT });
    } finally {
      setBusy(null);
    }
  };

  const DataStep = DATA_STEP_COMPONENTS[step];
  const anythingMissing = missing.isLoading || missing.missing.length > 0;
  const returned = mode === 'returned' && !submitted;
  const toCheck = returned ? stepsToCheck(checked) : [];
  let disabledReason: string | undefined;
  if (anythingMissing && !missing.isLoading) disabledReason = t('wizard.submitReasonMissing');
  else if (!signed) disabledReason = t('wizard.submitReasonSigned');

  return (
    <>
      {returnedDialog}
      {returned ? <ReturnedNote comment={enterprise?.auditComment} /> : null}
      <WizardFrame
        titles={titles}
        current={step}
        reached={reached}
        onStepChange={goTo}
        readOnly={readOnly}
        actions={stepActions(step)}
        submitDisabled={anythingMissing || !signed}
        disabledReason={disabledReason}
        toCheck={toCheck}
        submitted={submitted && step !== KYC_STEPS.success}
        busy={busy}
        onPrevious={() => goTo(step - 1)}
        onSave={() => void save(false)}
        onNext={() => void save(true)}
        onSubmit={() => void onSubmit()}
      >
        {DataStep ? (
          <DataStep key={step} ref={stepRef} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />
        ) : step === KYC_STEPS.sign ? (
          <SignStep enterpriseId={enterpriseId} readOnly={readOnly} missing={missing} toCheck={toCheck} titles={titles} onGoTo={goTo} onSignedChange={setSigned} />
        ) : (
          <WizardSuccess />
        )}
      </WizardFrame>
    </>
  );
}
