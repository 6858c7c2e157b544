import { useMemo } from 'react';
import { Form } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { doneCount, type UploadItem } from '@/entities/media-file';
import type { DrawbackProductType } from '@/entities/product';
import { sessionStores, sessionUpdated } from '@/entities/session';
import { useAccountAssociation } from '@/features/account-association';
import { ROUTES } from '@/shared/config';
import { trimInput } from '@/shared/lib/validation';
import { notify } from '@/shared/ui/notifier';
import {
  DraftRestoredNote,
  focusFirstError,
  MissingList,
  StepDialog,
  useStepDraft,
  useWizardMotor,
  WizardFrame,
} from '@/widgets/wizard-frame';
import {
  useApplyDrawbackMutation,
  useCheckEnterpriseInfoMutation,
  useDownloadAuthLetterMutation,
  useUpdateExportManagerMutation,
  type EnterpriseManager,
} from '../api/exportDrawbackApi';
import { DRAWBACK_FLOW, DRAWBACK_STEPS } from '../config/steps';
import { missingFields, STEP_FIELDS, stepComplete, type DrawbackValues } from '../lib/rules';
import { CompanySection } from './steps/CompanySection';
import { LetterSection } from './steps/LetterSection';
import { ManagerSection } from './steps/ManagerSection';

/** The form's values: the application's fields, the signed letters and the terms box. */
type WizardValues = DrawbackValues & { letters?: UploadItem[]; terms?: boolean };

export interface DrawbackWizardProps {
  enterpriseId: string;
  initialValues: DrawbackValues;
  /** The enterprise manager: its id for the update, its remark the application's channelId (000 §3). */
  manager: EnterpriseManager | null;
  /** Arrived from the product centre (type=prefill): step 1 can be skipped (000 §2). */
  prefill: boolean;
}

/**
 * The export-drawback wizard (000 §4 "Export-drawback wizard", §5 steps 1-3): one form over
 * three steps, its unsaved input kept.
 * - Step 1: Next validates and needs the enterprise-info check to pass; prefilled, Skip,
 *   which keeps what the step holds (the card's type among it) and goes on unchecked. The
 *   skip is kept in the session (hasSkip, 000 §3): after a reload too, the indicator marks
 *   step 1 skipped until its Next has checked it.
 * - Step 2: Next is disabled until every field is filled and valid; it needs the
 *   user-association check; when the details differ, a dialog asks to update the manager's
 *   information, and confirming saves them (updateExportManager, editManageUser with
 *   identType CREDENTIALS_ID) and advances.
 * - Step 3: the letter, at least one signed copy and the terms; what steps 1-2 still lack
 *   (step 1 may have been skipped) listed with a link to its step; Submit (disabled until
 *   nothing is missing) applies, then the product centre, whose products and menus are
 *   read again.
 */
export function DrawbackWizard({ enterpriseId, initialValues, manager, prefill }: DrawbackWizardProps) {
  const { t } = useTranslation(['drawback', 'kyc']);
  const navigate = useNavigate();
  const [form] = Form.useForm<WizardValues>();
  const draft = useStepDraft(form, { enterpriseId, step: 1, flow: DRAWBACK_FLOW });
  const values = (Form.useWatch([], { form, preserve: true }) ?? initialValues) as WizardValues;
  // A reload (a language switch too) or a sign-in again in this tab reopens the step the user was on.
  const motor = useWizardMotor({ enterpriseId, flow: DRAWBACK_FLOW, count: DRAWBACK_STEPS.length, opening: { step: 1, reached: 1 } });
  const { position, goTo, run, finish } = motor;
  const [checkEnterprise] = useCheckEnterpriseInfoMutation();
  const [updateManager] = useUpdateExportManagerMutation();
  const association = useAccountAssociation();
  const [downloadLetter, letterDownload] = useDownloadAuthLetterMutation();
  const [apply] = useApplyDrawbackMutation();
  const titles = useMemo(() => DRAWBACK_STEPS.map((step) => t(`steps.${step}`)), [t]);
  // Opened at once (on the remembered place, else step 1), so there always is one.
  const { step, reached } = position!;
  const kind = DRAWBACK_STEPS[step - 1]!;
  const skipped = useUnit(sessionStores.hasSkip) === true;

  const current = () => form.getFieldsValue(true) as WizardValues;
  const validStep = async (fields: readonly string[]) => {
    try {
      await form.validateFields(fields as (keyof WizardValues)[]);
      return true;
    } catch {
      focusFirstError(form);
      return false;
    }
  };

  const onCompanyNext = () =>
    run('next', async () => {
      if (!(await validStep(STEP_FIELDS.company))) return;
      const { companyName, companyIdentCode, productType } = current();
      // A refusal has shown the server's message (000 §8); the step stays.
      const result = await checkEnterprise({
        enterpriseId,
        companyName: trimInput(companyName),
        companyIdentCode: trimInput(companyIdentCode),
        productType: productType as DrawbackProductType,
      });
      if ('error' in result) return;
      if (!result.data) {
        notify.error(t('company.checkFailed'));
        return;
      }
      sessionUpdated({ hasSkip: false });
      goTo(2);
    });

  const managerDetails = () => {
    const v = current();
    return { firstName: trimInput(v.mangerFirstName), lastName: trimInput(v.managerLastName), email: trimInput(v.managerEmail), phone: trimInput(v.managerPhone), identNo: trimInput(v.managerIdentNo) };
  };

  // The user-association check (000 §4): another person's details ask to update the account;
  // confirming saves the manager (updateExportManager), then the account (editManageUser).
  const onManagerNext = () =>
    run('next', async () => {
      if (!(await validStep(STEP_FIELDS.manager))) return;
      const details = managerDetails();
      const saveManager = async () => !('error' in (await updateManager({ enterpriseId, id: manager?.id ?? null, ...details, identType: 'CREDENTIALS_ID' })));
      if (await association.saveChecked({ id: manager?.id, ...details }, saveManager, { onlyOnConfirm: true })) goTo(3);
    });

  const onDownload = async () => {
    const result = await downloadLetter(trimInput(current().companyName));
    if ('error' in result) notify.error(t('letter.downloadFailure'));
  };

  // Step 3's own needs, named beside what steps 1-2 lack: the list says "complete" only when Submit is enabled.
  const letterMissing = [
    ...(doneCount(values.letters) > 0 ? [] : [t('letter.missingLetter')]),
    ...(values.terms ? [] : [t('letter.missingTerms')]),
  ];
  const missing = missingFields(values).map(({ step: at, field }) => ({ step: at, label: t(`fields.${field}`) }));
  const complete = letterMissing.length === 0 && missing.length === 0;
  const onSubmit = () =>
    run('submit', async () => {
      if (!complete) return;
      const v = current();
      const result = await apply({
        enterpriseId,
        channelId: trimInput(manager?.remark),
        companyName: trimInput(v.companyName),
        companyIdentCode: trimInput(v.companyIdentCode),
        productType: v.productType as DrawbackProductType,
        managerLastName: trimInput(v.managerLastName),
        mangerFirstName: trimInput(v.mangerFirstName),
        managerEmail: trimInput(v.managerEmail),
        managerPhone: trimInput(v.managerPhone),
        managerIdentNo: trimInput(v.managerIdentNo),
      });
      if ('error' in result) return;
      draft.clear();
      sessionUpdated({ hasSkip: null });
      finish({ step, reached });
      notify.success(t('letter.submitted'));
      navigate(ROUTES.productCentre);
    });

  return (
    <>
      <WizardFrame
        titles={titles}
        motor={motor}
        skipped={skipped ? [1] : []}
        actions={{ previous: step > 1, skip: kind === 'company' && prefill, next: kind !== 'letter', submit: kind === 'letter' }}
        nextDisabled={kind === 'manager' && !stepComplete('manager', values)}
        submitDisabled={!complete}
        // Why the button waits, beside it, as on every wizard: step 2's Next until its fields are
        // valid; Submit for what steps 1-2 lack first, then the letter and terms.
        disabledReason={kind === 'manager' ? t('manager.hint') : missing.length > 0 ? t('kyc:wizard.submitReasonMissing') : t('letter.submitHint')}
        onSkip={() => {
          sessionUpdated({ hasSkip: true });
          goTo(2);
        }}
        skipHint={t('company.skipHint')}
        onNext={() => void (kind === 'company' ? onCompanyNext() : onManagerNext())}
        onSubmit={() => void onSubmit()}
      >
        <Form<WizardValues> form={form} name="exportDrawback" layout="vertical" initialValues={initialValues} aria-label={titles[step - 1]} scrollToFirstError={false}>
          <DraftRestoredNote draft={draft} />
          {kind === 'company' ? <CompanySection /> : kind === 'manager' ? <ManagerSection /> : (
            <LetterSection
              mediaId={enterpriseId}
              onDownload={() => void onDownload()}
              downloading={letterDownload.isLoading}
              missing={<MissingList result={{ missing, isLoading: false }} titles={titles} onGoTo={goTo} onThisStep={letterMissing} />}
            />
          )}
        </Form>
        <StepDialog open={association.asking}>{association.dialog}</StepDialog>
      </WizardFrame>
    </>
  );
}
