import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetKycFileContactsQuery, useGetKycFileEnterpriseQuery, useGetKycFileManagerQuery } from '@/entities/kyc-enterprise';
import { newMediaId } from '@/entities/media-file';
import { storedCompanyMissing, useStoredCompanyFiles } from '@/widgets/company-form';
import {
  fromContactBundle,
  managerMissing,
  missingOwnerFields,
  missingPersonFields,
  personKindOf,
  toManagerValues,
  useStoredEntryFiles,
  useStoredManagerFiles,
  type MissingField,
} from '@/widgets/identity-form';
import type { MissingItem, MissingResult } from '@/widgets/wizard-frame';

const PERSON_AREAS = ['front', 'back'] as const;
const OWNER_AREAS = ['front', 'back', 'companyFile'] as const;

/**
 * What steps 1-3 still lack before submit (the list on step 4), each judged by the rules of
 * the form that edits it, over what the wizard's reads answer (the saved data, or back's
 * draft where one is newer) and the stored files.
 */
export function useFileMissing(enterpriseId: string, location: string | null): MissingResult {
  const { t } = useTranslation(['kyc', 'identity', 'validation']);
  const enterprise = useGetKycFileEnterpriseQuery({ enterpriseId });
  const manager = useGetKycFileManagerQuery({ enterpriseId });
  const contacts = useGetKycFileContactsQuery(enterpriseId);
  const companyFiles = useStoredCompanyFiles(enterprise.data?.mediaId, enterprise.isLoading || enterprise.isError);
  const managerFiles = useStoredManagerFiles(manager.data?.mediaId, manager.isLoading || manager.isError);
  const kind = personKindOf(location);
  const bundle = useMemo(() => (contacts.data === undefined ? null : fromContactBundle(contacts.data, location, newMediaId)), [contacts.data, location]);
  const people = useStoredEntryFiles(bundle?.people ?? null, PERSON_AREAS);
  const beneficiaries = useStoredEntryFiles(bundle?.beneficiaries ?? null, OWNER_AREAS);
  const shareholders = useStoredEntryFiles(bundle?.shareholders ?? null, OWNER_AREAS);

  const missing = useMemo(() => {
    const items: MissingItem[] = [];
    if (enterprise.data !== undefined) {
      const record = enterprise.data ?? { id: enterpriseId };
      for (const item of storedCompanyMissing(record, companyFiles.files)) items.push({ step: 1, label: t(item.label) });
    }
    if (manager.data !== undefined) {
      for (const entry of managerMissing({ ...toManagerValues(manager.data ?? {}), files: managerFiles.files })) items.push({ step: 2, label: t(entry.label) });
    }
    const field = (entry: string, item: MissingField) => t('identity:missing.field', { entry, field: t(`identity:field.${item.label}`) });
    if (people.entries) {
      for (const item of missingPersonFields({ people: people.entries }, kind)) {
        items.push({
          step: 3,
          label: item.index < 0 ? t(kind === 'legal' ? 'identity:missing.noLegal' : 'identity:missing.noDirector') : field(t(`identity:entry.${kind}`, { n: item.index + 1 }), item),
        });
      }
    }
    if (beneficiaries.entries) {
      for (const item of missingOwnerFields({ owners: beneficiaries.entries }, 'beneficiary')) {
        items.push({ step: 3, label: item.index < 0 ? t('identity:missing.noBeneficiary') : field(t('identity:entry.beneficiary', { n: item.index + 1 }), item) });
      }
    }
    if (shareholders.entries) {
      for (const item of missingOwnerFields({ owners: shareholders.entries }, 'shareholder')) items.push({ step: 3, label: field(t('identity:entry.shareholder', { n: item.index + 1 }), item) });
    }
    return items;
  }, [enterprise.data, enterpriseId, companyFiles.files, manager.data, managerFiles.files, people.entries, beneficiaries.entries, shareholders.entries, kind, t]);

  const isLoading =
    enterprise.isLoading || manager.isLoading || contacts.isLoading || companyFiles.isLoading || managerFiles.isLoading || people.isLoading || beneficiaries.isLoading || shareholders.isLoading;
  return { missing, isLoading };
}
