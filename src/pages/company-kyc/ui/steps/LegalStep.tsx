import { useMemo } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAdvanceLegalPersonsMutation,
  useGetKycEnterpriseQuery,
  useGetKycManagerQuery,
  useGetLegalPersonsQuery,
  useSaveLegalPersonsMutation,
  type LegalPerson,
} from '@/entities/kyc-enterprise';
import { newMediaId, type UploadItem } from '@/entities/media-file';
import {
  emptyPerson,
  missingPersonFields,
  PersonEntries,
  personKindOf,
  toLegalPersons,
  toPersonEntries,
  useStoredEntryFiles,
  type PersonFormValues,
} from '@/widgets/identity-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type MissingResult, type StepProps } from '@/widgets/wizard-frame';
import { KYC_STEPS } from '../../config/steps';

const ID_AREAS = ['front', 'back'] as const;

/**
 * Step 3, the legal person (mainland, location TERRITORY) or the directors (otherwise)
 * (001 §2.1, §2.3, §6): loads the entries with the authorised person's own (read-only,
 * managerPerson Y), keeps unsaved input as a draft, and saves or validates-then-advances.
 * A legal person of this (older) form may be marked the same as the authorised person of
 * step 2 (equalsContact, 001 §3), whose details it then copies.
 */
export function LegalStep({ enterpriseId, location, readOnly, ref }: StepProps) {
  const { t } = useTranslation('identity');
  const query = useGetLegalPersonsQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('step.loading'), error: t('step.loadError') });
  if (placeholder) return placeholder;
  return <LegalForm ref={formRef} stored={data} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />;
}

function LegalForm({ stored, enterpriseId, location, readOnly, ref }: StepProps & { stored: LegalPerson[] }) {
  const { t } = useTranslation(['identity', 'validation']);
  const kind = personKindOf(location);
  const [form] = Form.useForm<PersonFormValues<UploadItem>>();
  const [saveLegals] = useSaveLegalPersonsMutation();
  const [advanceLegals] = useAdvanceLegalPersonsMutation();
  // The authorised person (step 2), for a legal person marked the same (equalsContact).
  const manager = useGetKycManagerQuery(enterpriseId, { skip: kind !== 'legal' }).data ?? null;
  // A first visit starts with one empty entry to fill in.
  const initialValues = useMemo<PersonFormValues>(
    () => ({ people: stored.length > 0 ? toPersonEntries(stored, newMediaId) : [emptyPerson(newMediaId)] }),
    [stored],
  );
  const draft = useStepDraft(form, { enterpriseId, step: KYC_STEPS.legal });

  useStepForm(ref, form, {
    draft,
    warnings: (values) => missingImages(values as PersonFormValues).map((key) => t(key, { ns: 'validation' })),
    save: async (values, advance) =>
      !('error' in (await (advance ? advanceLegals : saveLegals)(toLegalPersons((values as PersonFormValues).people ?? [], kind, enterpriseId)))),
  });

  const title = t(kind === 'legal' ? 'step.legalTitle' : 'step.directorTitle');
  return (
    <Form<PersonFormValues<UploadItem>> form={form} name="kycLegal" layout="vertical" initialValues={initialValues} disabled={readOnly} aria-label={title}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <DraftRestoredNote draft={draft} />
      <PersonEntries kind={kind} readOnly={readOnly} manager={kind === 'legal' ? manager : undefined} />
    </Form>
  );
}

/** The warnings for missing front or back images (001 §5, §8), once per kind of image. */
function missingImages(values: PersonFormValues): ('idFrontRequired' | 'idBackRequired')[] {
  const missing = missingPersonFields(values, 'legal', { now: new Date(), filesKnown: true });
  return [...(missing.some((m) => m.field === 'front') ? ['idFrontRequired' as const] : []), ...(missing.some((m) => m.field === 'back') ? ['idBackRequired' as const] : [])];
}

/**
 * What step 3 still lacks, for step 6's list (001 §2.1): the stored entries and their
 * stored ID images judged by the form's own rules (missingPersonFields), labelled
 * "Director 2: ID number".
 */
export function useLegalMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation('identity');
  const query = useGetLegalPersonsQuery(enterpriseId);
  const kind = personKindOf(useGetKycEnterpriseQuery(enterpriseId).data?.location);
  const entries = useMemo(() => (query.data ? toPersonEntries(query.data, newMediaId) : null), [query.data]);
  const withFiles = useStoredEntryFiles(entries, ID_AREAS);
  const missing = useMemo(() => {
    if (!withFiles.entries || query.isError) return [];
    return missingPersonFields({ people: withFiles.entries }, kind).map((item) => ({
      step: KYC_STEPS.legal,
      label:
        item.index < 0
          ? t(kind === 'legal' ? 'missing.noLegal' : 'missing.noDirector')
          : t('missing.field', { entry: t(`entry.${kind}`, { n: item.index + 1 }), field: t(`field.${item.label}`) }),
    }));
  }, [withFiles.entries, query.isError, kind, t]);
  return { missing, isLoading: query.isLoading || withFiles.isLoading };
}
