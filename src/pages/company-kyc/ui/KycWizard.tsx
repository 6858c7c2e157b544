import { useState, type ComponentType } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isMainland, type EnterpriseKyc } from '@/entities/kyc-enterprise';
import { ROUTES } from '@/shared/config';
import { notify } from '@/shared/ui/notifier';
import { ReturnedNote, useWizardMotor, WizardFrame, WizardLoading, WizardSuccess, type StepProps, type WizardMode } from '@/widgets/wizard-frame';
import { KYC_STEPS, KYC_STEP_COUNT } from '../config/steps';
import { resumeStep, stepActions, stepsToCheck } from '../lib/wizardSteps';
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
  /** The return was shown already (the record-return variant's step 0): no dialog. */
  returnShown?: boolean;
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
export function KycWizard({ enterpriseId, enterprise, mode, returnShown = false }: KycWizardProps) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const missing = useWizardMissing(enterpriseId);
  const resume = resumeStep(missing.missing);
  const [returnedOpen, setReturnedOpen] = useState(mode === 'returned' && !returnShown);
  // Editing opens where the data stops, once the steps' missing lists are in (a returned
  // application was complete once: every step up to 6 stays open to it); submitted, on step 7.
  const motor = useWizardMotor({
    enterpriseId,
    count: KYC_STEPS.sign,
    submittedAt: mode === 'submitted' ? { step: KYC_STEPS.success, reached: KYC_STEP_COUNT } : null,
    opening: missing.isLoading ? null : mode === 'returned' ? { step: KYC_STEPS.company, reached: KYC_STEPS.sign } : { step: resume, reached: resume },
  });
  const { position, submitted, remembered, stepRef, goTo, place, run, saveStep, finish } = motor;
  const [signed, setSigned] = useState(false);
  // The kj-kyc answers carry no submission date: it is known when the submit happens in this visit.
  const [submittedOn, setSubmittedOn] = useState<string | null>(null);
  // A returned application's data steps saved again in this visit (the rest are to check again).
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const { submit } = useSubmitKyc(enterpriseId);
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

  const returnedDialog = (
    <ReturnedDialog
      open={returnedOpen && !submitted}
      comment={enterprise?.auditComment}
      onRetry={() => {
        setReturnedOpen(false);
        // Retry starts at step 1, unless this tab was already on another step (a reload).
        place(remembered ?? { step: KYC_STEPS.company, reached: position?.reached ?? KYC_STEPS.sign });
      }}
      onLeave={() => navigate(ROUTES.productCentre)}
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
  const { step } = position;

  const save = async (advance: boolean) => {
    if (!(await saveStep(advance))) return;
    setChecked((now) => new Set(now).add(step));
    if (!advance) notify.success(t('page.saved'));
  };

  const onSubmit = () =>
    run('submit', async () => {
      if (!(await submit())) return;
      notify.success(t('success.submitted'));
      setSubmittedOn(dayjs().format('YYYY-MM-DD'));
      finish({ step: KYC_STEPS.success, reached: KYC_STEP_COUNT });
    });

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
        motor={motor}
        readOnly={readOnly}
        actions={stepActions(step)}
        submitDisabled={anythingMissing || !signed}
        disabledReason={disabledReason}
        toCheck={toCheck}
        submitted={submitted && step !== KYC_STEPS.success}
        onSave={() => void save(false)}
        onNext={() => void save(true)}
        onSubmit={() => void onSubmit()}
      >
        {DataStep ? (
          <DataStep key={step} ref={stepRef} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />
        ) : step === KYC_STEPS.sign ? (
          <SignStep enterpriseId={enterpriseId} readOnly={readOnly} missing={missing} toCheck={toCheck} titles={titles} onGoTo={goTo} onSignedChange={setSigned} />
        ) : (
          <WizardSuccess enterpriseId={enterpriseId} submittedOn={submittedOn} />
        )}
      </WizardFrame>
    </>
  );
}
