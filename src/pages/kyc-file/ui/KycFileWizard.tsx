import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycFileEnterprise } from '@/entities/kyc-enterprise';
import { locationSaved, usePageEnterprise } from '@/entities/session';
import { notify } from '@/shared/ui/notifier';
import { clearStepDraft, forgetPosition, rememberedPosition, rememberPosition, ReturnedNote, WizardFrame, WizardLoading, WizardSuccess, type StepHandle, type WizardBusy } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW, KYC_FILE_STEPS, type KycFileVariant } from '../config/steps';
import { openingPosition, stepActions, stepAt, stepNumber, type KycFileMode } from '../lib/wizardSteps';
import { useFileMissing } from '../model/useFileMissing';
import { BasicsStep } from './steps/BasicsStep';
import { IdentityStep } from './steps/IdentityStep';
import { ManagerStep } from './steps/ManagerStep';
import { OpenAccountStep } from './steps/OpenAccountStep';
import { PasswordStep } from './steps/PasswordStep';

export interface KycFileWizardProps {
  enterpriseId: string;
  enterprise: KycFileEnterprise | null;
  variant: KycFileVariant;
  mode: KycFileMode;
}

/**
 * The KYC file wizard's steps in the wizard frame (001 §2.2):
 * - steps 1-3 have next (validate, save, advance only on code 200); back from steps 2 and 3
 *   first keeps the step's input on the server as a draft (stagedManager,
 *   stagedEnterpriseContact) and goes back only once it is kept;
 * - step 4 lists what steps 1-3 still lack and submits (the enterprise moves to SUBMIT);
 *   the six-step variant then asks for the transaction password, the five-step one shows
 *   success;
 * - a submitted application opens read-only on its last step; steps 1-3 stay viewable;
 * - a reload (a language switch too) or a sign-in again in this tab reopens the step the
 *   user was on (rememberedPosition).
 */
export function KycFileWizard({ enterpriseId, enterprise, variant, mode }: KycFileWizardProps) {
  const { t } = useTranslation(['kycFile', 'kyc']);
  const [submitted, setSubmitted] = useState(mode === 'submitted');
  // The password step opens for editing only right after this session's submit.
  const [passwordOpen, setPasswordOpen] = useState(false);
  // The step shown and the furthest reached; null until the steps' missing lists say where to resume.
  const [position, setPosition] = useState<{ step: number; reached: number } | null>(() => (mode === 'submitted' ? openingPosition(variant, mode) : null));
  const [busy, setBusy] = useState<WizardBusy>(null);
  // Step 1's save answers the location, kept as the chosen enterprise's (the session's
  // `location`, 001 §2.2); until then the chosen enterprise's, else the one the page loaded.
  const sessionLocation = usePageEnterprise().chosen?.location ?? null;
  const [location, setLocation] = useState(() => sessionLocation ?? enterprise?.location ?? null);
  const stepRef = useRef<StepHandle>(null);
  const missing = useFileMissing(enterpriseId, location);
  // The step this tab was on before a reload, kept as the drafts are (per enterprise and flow).
  const [remembered] = useState(() =>
    mode === 'submitted' ? null : rememberedPosition({ enterpriseId, flow: KYC_FILE_FLOW, count: stepNumber(variant, 'openAccount') }),
  );
  useEffect(() => {
    if (position && !submitted) rememberPosition({ enterpriseId, flow: KYC_FILE_FLOW }, position);
  }, [enterpriseId, position, submitted]);
  // Decided once, when the missing lists are in.
  if (!position && !missing.isLoading) setPosition(remembered ?? openingPosition(variant, mode, missing.missing));

  const onLocationSaved = useCallback(
    (saved: string | null) => {
      locationSaved({ enterpriseId, location: saved });
      setLocation(saved);
    },
    [enterpriseId],
  );

  const steps = KYC_FILE_STEPS[variant];
  const titles = steps.map((step) => t(`steps.${step}`));
  if (!position) return <WizardLoading />;
  const { step, reached } = position;
  const kind = stepAt(variant, step);
  const goTo = (next: number) => setPosition({ step: next, reached: Math.max(reached, next) });

  const run = async (which: Exclude<WizardBusy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const onNext = () =>
    run('next', async () => {
      if (!(await stepRef.current?.save(true))) return;
      clearStepDraft({ enterpriseId, step, flow: KYC_FILE_FLOW });
      goTo(step + 1);
    });

  const onPrevious = () =>
    run('previous', async () => {
      const stage = stepRef.current?.stage;
      if (stage && !(await stage())) return;
      clearStepDraft({ enterpriseId, step, flow: KYC_FILE_FLOW });
      setPosition({ step: step - 1, reached });
    });

  const onSubmit = () =>
    run('submit', async () => {
      if (!(await stepRef.current?.save(true))) return;
      if (kind === 'openAccount') {
        notify.success(t('kyc:success.submitted'));
        setSubmitted(true);
        forgetPosition({ enterpriseId, flow: KYC_FILE_FLOW });
        const password = stepNumber(variant, 'password');
        if (password) {
          setPasswordOpen(true);
          setPosition({ step: password, reached: password });
        } else {
          setPosition({ step: steps.length, reached: stepNumber(variant, 'identity') });
        }
        return;
      }
      notify.success(t('password.saved'));
      setPasswordOpen(false);
      setPosition({ step: steps.length, reached: stepNumber(variant, 'identity') });
    });

  const editing = !submitted || (kind === 'password' && passwordOpen);
  const anythingMissing = missing.isLoading || missing.missing.length > 0;

  let content;
  if (kind === 'basics') content = <BasicsStep ref={stepRef} enterpriseId={enterpriseId} location={location} readOnly={submitted} onLocationSaved={onLocationSaved} />;
  else if (kind === 'manager') content = <ManagerStep ref={stepRef} enterpriseId={enterpriseId} location={location} readOnly={submitted} />;
  else if (kind === 'identity') content = <IdentityStep ref={stepRef} enterpriseId={enterpriseId} location={location} readOnly={submitted} />;
  else if (kind === 'openAccount') {
    content = (
      <OpenAccountStep
        ref={stepRef}
        enterpriseId={enterpriseId}
        location={location}
        companyName={enterprise?.companyName || enterprise?.companyNameCn || ''}
        readOnly={submitted}
        missing={missing}
        titles={titles}
        onGoTo={goTo}
      />
    );
  } else if (kind === 'password') content = <PasswordStep ref={stepRef} enterpriseId={enterpriseId} readOnly={!passwordOpen} />;
  else content = <WizardSuccess />;

  return (
    <>
      {/* The review's comment stays in view on every step until submitted again (001 §2.2). */}
      {mode === 'returned' && !submitted ? <ReturnedNote comment={enterprise?.auditComment} /> : null}
      <WizardFrame
        titles={titles}
        current={step}
        reached={reached}
        onStepChange={goTo}
        readOnly={!editing}
        actions={stepActions(kind)}
        submitDisabled={kind === 'openAccount' && anythingMissing}
        submitted={!editing && kind !== 'success'}
        busy={busy}
        onPrevious={() => void onPrevious()}
        onNext={() => void onNext()}
        onSubmit={() => void onSubmit()}
      >
        <div key={step}>{content}</div>
      </WizardFrame>
    </>
  );
}
