import { useMemo } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetKycFileContactsQuery, useSaveKycFileContactsMutation, useStageKycFileContactsMutation, type KycFileContacts } from '@/entities/kyc-enterprise';
import { newMediaId } from '@/entities/media-file';
import {
  emptyOwner,
  emptyPerson,
  fromContactBundle,
  missingOwnerFields,
  missingPersonFields,
  OwnerEntries,
  PersonEntries,
  personKindOf,
  toContactBundle,
  type ContactBundleValues,
} from '@/widgets/identity-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type StepProps } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW } from '../../config/steps';
import { dataStepNumber } from '../../lib/wizardSteps';
import styles from '../KycFilePage.module.css';

/** The image warnings of 001 §5, §8, each once. */
type ImageWarning = 'idFrontRequired' | 'idBackRequired' | 'companyFileRequired';
const IMAGE_WARNINGS: readonly ImageWarning[] = ['idFrontRequired', 'idBackRequired', 'companyFileRequired'];

/**
 * Step 3, the second identity information (001 §2.2 step 3, §2.3): one legal person
 * (location TERRITORY) or director (otherwise), the beneficial owners (1 to 4) and the
 * shareholders (up to 50), the identity-information form of the company KYC wizard
 * (widgets/identity-form) over getEnterpriseContact. Next validates and saves
 * (saveEnterpriseContact); back keeps what was typed on the server first
 * (stagedEnterpriseContact), unchecked.
 */
export function IdentityStep({ enterpriseId, ref, ...props }: StepProps) {
  const { t } = useTranslation('identity');
  const query = useGetKycFileContactsQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('step.loading'), error: t('step.loadError') });
  if (placeholder) return placeholder;
  return <IdentityForm ref={formRef} stored={data} enterpriseId={enterpriseId} {...props} />;
}

/** The form's values: what is stored, with one empty legal person or director and one empty beneficial owner to fill in on a first visit. */
function identityValues(stored: KycFileContacts | null, location: string | null): ContactBundleValues {
  const values = fromContactBundle(stored, location, newMediaId);
  return {
    people: values.people.length > 0 ? values.people : [emptyPerson(newMediaId)],
    beneficiaries: values.beneficiaries.length > 0 ? values.beneficiaries : [emptyOwner(newMediaId)],
    shareholders: values.shareholders,
  };
}

function IdentityForm({ stored, enterpriseId, location, readOnly, ref }: StepProps & { stored: KycFileContacts | null }) {
  const { t } = useTranslation(['identity', 'validation']);
  const kind = personKindOf(location);
  const [form] = Form.useForm<ContactBundleValues>();
  const [saveContacts] = useSaveKycFileContactsMutation();
  const [stageContacts] = useStageKycFileContactsMutation();
  const initialValues = useMemo(() => identityValues(stored, location), [stored, location]);
  const draft = useStepDraft(form, { enterpriseId, step: dataStepNumber('identity'), flow: KYC_FILE_FLOW });

  const body = (values: ContactBundleValues) => ({ ...toContactBundle(values, enterpriseId, location), enterpriseId });
  useStepForm(ref, form, {
    draft,
    warnings: (values) => imageWarnings(values, location).map((key) => t(key, { ns: 'validation' })),
    save: async (values) => !('error' in (await saveContacts(body(values)))),
    stage: async (values) => !('error' in (await stageContacts(body(values)))),
  });

  const title = t(kind === 'legal' ? 'step.legalTitle' : 'step.directorTitle');
  return (
    <Form<ContactBundleValues> form={form} name="kycFileIdentity" layout="vertical" initialValues={initialValues} disabled={readOnly} aria-label={title}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <DraftRestoredNote draft={draft} />
      <PersonEntries kind={kind} readOnly={readOnly} single />
      <section className={styles.section} aria-labelledby="kyc-file-beneficiaries">
        <Typography.Title level={4} id="kyc-file-beneficiaries">
          {t('step.beneficiaryTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('step.beneficiaryHint')}</Typography.Paragraph>
        <OwnerEntries kind="beneficiary" listName="beneficiaries" readOnly={readOnly} />
      </section>
      <section className={styles.section} aria-labelledby="kyc-file-shareholders">
        <Typography.Title level={4} id="kyc-file-shareholders">
          {t('step.shareholderTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('step.shareholderHint')}</Typography.Paragraph>
        <OwnerEntries kind="shareholder" listName="shareholders" readOnly={readOnly} />
      </section>
    </Form>
  );
}

/** Which image warnings the values call for: a missing front or back of any person, a company owner's missing company file. */
function imageWarnings(values: ContactBundleValues, location: string | null): ImageWarning[] {
  const context = { now: new Date(), filesKnown: true };
  const messages = new Set<string>([
    ...missingPersonFields({ people: values.people }, personKindOf(location), context).map((m) => (m.field === 'front' ? 'idFrontRequired' : m.field === 'back' ? 'idBackRequired' : m.message)),
    ...missingOwnerFields({ owners: values.beneficiaries }, 'beneficiary', context).map((m) => m.message),
    ...missingOwnerFields({ owners: values.shareholders }, 'shareholder', context).map((m) => m.message),
  ]);
  return IMAGE_WARNINGS.filter((key) => messages.has(key));
}
