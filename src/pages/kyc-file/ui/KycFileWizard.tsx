import { useCallback, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { KycFileEnterprise } from '@/entities/kyc-enterprise';
import { locationSaved, usePageEnterprise } from '@/entities/session';
import { notify } from '@/shared/ui/notifier';
import { ReturnedNote, useWizardMotor, WizardFrame, WizardLoading, WizardSuccess, type WizardMode } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW, KYC_FILE_STEPS, type KycFileVariant } from '../config/steps';
import { openingPosition, stepActions, stepAt, stepNumber, stepTitleKey } from '../lib/wizardSteps';
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
  mode: WizardMode;
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
  // The password step opens for editing only right after this session's submit.
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Step 1's save answers the location, kept as the chosen enterprise's (the session's
  // `location`, 001 §2.2); until then the chosen enterprise's, else the one the page loaded.
  const sessionLocation = usePageEnterprise().chosen?.location ?? null;
  const [location, setLocation] = useState(() => sessionLocation ?? enterprise?.location ?? null);
  const missing = useFileMissing(enterpriseId, location);
  // The kj-kyc answers carry no submission date: it is known when the submit happens in this visit.
  const [submittedOn, setSubmittedOn] = useState<string | null>(null);
  // Where it opens is decided once, when the missing lists are in; back stages the step's input first.
  const motor = useWizardMotor({
    enterpriseId,
    flow: KYC_FILE_FLOW,
    count: stepNumber(variant, 'openAccount'),
    submittedAt: mode === 'submitted' ? openingPosition(variant, mode) : null,
    opening: missing.isLoading ? null : openingPosition(variant, mode, missing.missing),
    stageOnBack: true,
  });
  const { position, submitted, stepRef, goTo, place, run, saveStep, finish } = motor;

  const onLocationSaved = useCallback(
    (saved: string | null) => {
      locationSaved({ enterpriseId, location: saved });
      setLocation(saved);
    },
    [enterpriseId],
  );

  const steps = KYC_FILE_STEPS[variant];
  const titles = steps.map((step) => t(stepTitleKey(step, location)));
  if (!position) return <WizardLoading />;
  const { step } = position;
  const kind = stepAt(variant, step);

  const onSubmit = () =>
    run('submit', async () => {
      if (!(await stepRef.current?.save(true))) return;
      const done = { step: steps.length, reached: stepNumber(variant, 'identity') };
      if (kind === 'openAccount') {
        notify.success(t('kyc:success.submitted'));
        setSubmittedOn(dayjs().format('YYYY-MM-DD'));
        const password = stepNumber(variant, 'password');
        if (password) setPasswordOpen(true);
        finish(password ? { step: password, reached: password } : done);
        return;
      }
      notify.success(t('password.saved'));
      setPasswordOpen(false);
      place(done);
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
  else content = <WizardSuccess enterpriseId={enterpriseId} submittedOn={submittedOn} />;

  return (
    <>
      {/* The review's comment stays in view on every step until submitted again (001 §2.2). */}
      {mode === 'returned' && !submitted ? <ReturnedNote comment={enterprise?.auditComment} /> : null}
      <WizardFrame
        titles={titles}
        motor={motor}
        readOnly={!editing}
        actions={stepActions(kind)}
        submitDisabled={kind === 'openAccount' && anythingMissing}
        // Why Submit waits, beside it, as on every wizard (the list above names the steps).
        disabledReason={kind === 'openAccount' && anythingMissing && !missing.isLoading ? t('kyc:wizard.submitReasonMissing') : undefined}
        submitted={!editing && kind !== 'success'}
        onNext={() => void saveStep(true)}
        onSubmit={() => void onSubmit()}
      >
        <div key={step}>{content}</div>
      </WizardFrame>
    </>
  );
}
