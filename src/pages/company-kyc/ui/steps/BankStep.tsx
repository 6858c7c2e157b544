import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type MissingResult, type StepProps } from '@/widgets/wizard-frame';
import { useAdvanceBankAccountsMutation, useGetBankAccountsQuery, useSaveBankAccountsMutation, type BankAccount } from '../../api/bankAccountApi';
import { toBankAccountFormValues, toBankAccountWire } from '../../lib/bank-account/mapping';
import { missingBankFields } from '../../lib/bank-account/rules';
import type { BankAccountsFormValues } from '../../model/bank-account/types';
import { BankAccountFields } from '../bank-account/BankAccountFields';
import { KYC_STEPS } from '../../config/steps';

/**
 * Step 5, bank accounts (001 §2.1, §2.4): loads the enterprise's accounts, shows them in
 * the bank-account form, keeps unsaved input as a draft, and on save or next sends the
 * accounts with the enterprise id (next validates first and focuses the first invalid
 * field). Resolves true only when the server answered code 200.
 */
export function BankStep({ enterpriseId, readOnly, location, ref }: StepProps) {
  const { t } = useTranslation('bank');
  const query = useGetBankAccountsQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('title'), error: t('loadFailed') });
  if (placeholder) return placeholder;
  return <BankForm ref={formRef} stored={data} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />;
}

function BankForm({ stored, enterpriseId, readOnly, ref }: StepProps & { stored: BankAccount[] }) {
  const { t } = useTranslation('bank');
  const [form] = Form.useForm<BankAccountsFormValues>();
  const [saveAccounts] = useSaveBankAccountsMutation();
  const [advanceAccounts] = useAdvanceBankAccountsMutation();
  // The saved accounts as the form opened on them; a refetch after a save does not reset the input.
  const [initialValues] = useState(() => toBankAccountFormValues(stored));
  const draft = useStepDraft(form, { enterpriseId, step: KYC_STEPS.bank });

  // The list as last read: after a save it is read again with the ids of the accounts
  // the server has just created.
  const latest = useRef(stored);
  useEffect(() => {
    latest.current = stored;
  }, [stored]);

  useStepForm(ref, form, {
    draft,
    save: async (values, advance) => {
      const accounts = toBankAccountWire(withCreatedIds(values, latest.current), enterpriseId);
      return !('error' in (await (advance ? advanceAccounts : saveAccounts)(accounts)));
    },
  });

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} disabled={readOnly} scrollToFirstError={false} aria-label={t('title')}>
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <DraftRestoredNote draft={draft} />
      <BankAccountFields readOnly={readOnly} />
    </Form>
  );
}

/**
 * Accounts the server created on an earlier save of this form (ids in the list read since
 * that the form does not hold) go to the form's accounts without an id, in order, so a
 * second save updates them instead of adding them again.
 */
function withCreatedIds(values: BankAccountsFormValues, stored: readonly BankAccount[]): BankAccountsFormValues {
  const accounts = values.accounts ?? [];
  const held = new Set(accounts.map((account) => account?.id).filter(Boolean));
  const created = stored.map((account) => account.id).filter((id): id is string => typeof id === 'string' && !held.has(id));
  return { ...values, accounts: accounts.map((account) => (account && !account.id && created.length > 0 ? { ...account, id: created.shift()! } : account)) };
}

/** What the saved bank accounts still lack (step 6's list, 001 §2.1), by the form's own rules. */
export function useBankMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation('bank');
  const query = useGetBankAccountsQuery(enterpriseId);
  const missing = useMemo(() => {
    if (query.isLoading || query.isError) return [];
    const values = query.data && query.data.length > 0 ? toBankAccountFormValues(query.data) : { accounts: [] };
    return missingBankFields(values).map((key) => ({ step: KYC_STEPS.bank, label: t(key as 'missing.noAccount') }));
  }, [query.data, query.isLoading, query.isError, t]);
  return { missing, isLoading: query.isLoading };
}
