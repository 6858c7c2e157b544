import { useMemo, useState, type ComponentType } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { newMediaId, recheckUploads } from '@/entities/media-file';
import { useAccountAssociation } from '@/features/account-association';
import type { StepProps } from '../model/stepProps';
import { useStepDraft } from '../model/useStepDraft';
import { useStepForm } from '../model/useStepForm';
import { DraftRestoredNote } from './DraftRestoredNote';
import { StepDialog } from './StepDialog';
import { useLoadedStep, type StepQuery } from './useLoadedStep';

/** The manager record as both wizards read and save it (001 §3): what the step keys, stores and checks. */
export interface ManagerRecord {
  id?: string | null;
  enterpriseId?: string | null;
  mediaId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  identNo?: string | null;
}

/**
 * The manager form of widgets/identity-form (its useManagerForm), handed over by the page
 * (one widget does not import another): the fields, and the mapping from and to the record.
 */
interface ManagerFormKit<M, V> {
  Fields: ComponentType<{ location: string | null; readOnly: boolean; mediaId: string }>;
  toValues(stored: M): V;
  toWire(values: V, stored: M, options: { mediaId: string; placeName: (code: string | null) => string | null }): M;
  /** The missing-ID-image warnings (001 §5, §8), in the UI's language. */
  warnings(values: V): string[];
}

export interface ManagerStepProps<M extends ManagerRecord, V extends object> extends StepProps {
  /** The step's number and the wizard's flow, which key its draft. */
  step: number;
  flow?: string;
  /** The form's name (its fields' ids). */
  name: string;
  /** The wizard's read of the saved manager; null: none yet. */
  query: StepQuery<M | null>;
  managerForm: ManagerFormKit<M, V>;
  /** The wizard's save (advance false: the company KYC wizard's save button) or next call; true on code 200. */
  save(manager: M, advance: boolean): Promise<boolean>;
  /** The KYC file wizard's back: keeps the input on the server unchecked (stagedManager, 001 §2.2). */
  stage?(manager: M): Promise<boolean>;
}

/**
 * The authorised-person (manager) step of the company KYC and KYC file wizards (001 §2.1
 * step 2, §2.2 step 2, §5 "Manager and identity form"): loads the manager, shows the fields
 * and the two ID images (OCR fills the ID number and the name), keeps unsaved input as a
 * draft. Next validates, then runs the user-association check (001 §8): details that are
 * not the signed-in user's open the dialog, whose confirm saves the manager and updates the
 * account before the step advances. The pages differ only in their calls.
 */
export function ManagerStep<M extends ManagerRecord, V extends object>({ query, ref, ...props }: ManagerStepProps<M, V>) {
  const { t } = useTranslation('kyc');
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('manager.loading'), error: t('manager.loadError') });
  if (placeholder) return placeholder;
  // Nothing saved yet: a new manager of the enterprise.
  const stored = data ?? ({ enterpriseId: props.enterpriseId } as M);
  return <ManagerForm key={String(stored.id ?? 'new')} ref={formRef} stored={stored} {...props} />;
}

function ManagerForm<M extends ManagerRecord, V extends object>({
  stored,
  enterpriseId,
  location,
  readOnly,
  step,
  flow,
  name,
  managerForm,
  save,
  stage,
  ref,
}: Omit<ManagerStepProps<M, V>, 'query'> & { stored: M }) {
  const { t } = useTranslation('kyc');
  const [form] = Form.useForm<V>();
  const countries = useCountryOptions();
  const { saveChecked, dialog, asking } = useAccountAssociation();
  const { Fields, toValues, toWire, warnings } = managerForm;
  // The ID images' business key: the stored one, or a new one saved with the form (001 §3).
  const [mediaId] = useState(() => stored.mediaId || newMediaId());
  const initialValues = useMemo(() => toValues(stored), [toValues, stored]);
  const draft = useStepDraft(form, { enterpriseId, step, flow });
  const wire = (values: V) => toWire(values, { ...stored, enterpriseId }, { mediaId, placeName: countries.nameOf });

  useStepForm(ref, form, {
    draft,
    // Missing front or back image: warnings as well as field errors (001 §5, §8).
    warnings,
    save: (values, advance) => {
      const manager = wire(values);
      if (!advance) return save(manager, false);
      const text = (value: string | null | undefined) => value ?? '';
      const details = { id: stored.id, firstName: text(manager.firstName), lastName: text(manager.lastName), email: text(manager.email), phone: text(manager.phone), identNo: text(manager.identNo) };
      return saveChecked(details, () => save(manager, true));
    },
    ...(stage ? { stage: (values: V) => stage(wire(values)) } : {}),
  });

  return (
    <>
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly}
        onValuesChange={(changed: { files?: Partial<Record<string, unknown>> }) => recheckUploads(form, changed.files)}
        aria-label={t('manager.title')}
      >
        <Typography.Title level={3}>{t('manager.title')}</Typography.Title>
        <DraftRestoredNote draft={draft} />
        <Fields location={location} readOnly={readOnly} mediaId={mediaId} />
      </Form>
      <StepDialog open={asking}>{dialog}</StepDialog>
    </>
  );
}
