import { Button, Cascader, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetBankBranchesQuery } from '../../api/bankAccountApi';
import { isCityComplete, regionOf, toWireCityCode } from '../../lib/bank-account/region';
import { BRANCH_FIELDS } from '../../lib/bank-account/rules';
import { useBankOptions } from './useBankOptions';
import styles from './BankAccountForm.module.css';

/**
 * Domestic mode (CNY, 001 §2.4): the account-opening city (province/city cascader), the
 * bank, which can be chosen only once the city is complete (001 §5, §8), the branch of
 * that bank in that city (reloaded and cleared when the bank or city changes) and the
 * CNAPS code the branch fills (read-only).
 */
export function DomesticFields({ name, readOnly }: { name: number; readOnly: boolean }) {
  const { t } = useTranslation('bank');
  const { t: tv } = useTranslation('validation');
  const form = Form.useFormInstance();
  const options = useBankOptions();
  const path = ['accounts', name] as const;
  const region = Form.useWatch([...path, 'region'], form) as string[] | undefined;
  const bankCode = Form.useWatch([...path, 'bankCode'], form) as string | undefined;
  const branchCode = Form.useWatch([...path, 'bankBranchCode'], form) as string | undefined;
  // No field shows the branch name (the select does): watched from the form's store.
  const branchName = Form.useWatch([...path, 'bankBranchName'], { form, preserve: true }) as string | undefined;
  const cityComplete = isCityComplete(region);
  const city = regionOf(region)?.city.code;
  const branches = useGetBankBranchesQuery(
    { bankCode: bankCode ?? '', cityCode: city ? toWireCityCode(city) : '' },
    { skip: readOnly || !bankCode || !city },
  );

  const clearBranch = () => form.setFields(BRANCH_FIELDS.map((field) => ({ name: [...path, field], value: undefined, errors: [] })));

  const branchOptions = (branches.data ?? []).filter((branch) => branch.id).map((branch) => ({ value: branch.id!, label: branch.name ?? branch.id! }));
  // A saved branch shows its name before (or without) the branch list.
  if (branchCode && !branchOptions.some((option) => option.value === branchCode)) branchOptions.unshift({ value: branchCode, label: branchName ?? branchCode });

  const pickBranch = (id: string | undefined) => {
    const branch = branches.data?.find((entry) => entry.id === id);
    form.setFieldValue([...path, 'bankBranchName'], branch?.name ?? undefined);
    form.setFieldValue([...path, 'bankRelateNo'], branch?.unitedBankNumber ?? undefined);
    void form.validateFields([[...path, 'bankRelateNo']]).catch(() => undefined);
  };

  const branchExtra = !bankCode
    ? t('selectBankFirst')
    : branches.isError
      ? (
          <Space size={4} wrap>
            <span role="alert">{t('branchesFailed')}</span>
            <Button type="link" size="small" onClick={() => void branches.refetch()}>
              {t('retry')}
            </Button>
          </Space>
        )
      : undefined;

  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item
          name={[name, 'region']}
          label={t('field.region')}
          required
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                if (!isCityComplete(value)) throw new Error(tv('completeCityRequired'));
              },
            },
          ]}
        >
          <Cascader
            className={styles.full}
            options={options.regions}
            placeholder={t('placeholder.region')}
            showSearch
            onChange={() => clearBranch()}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={[name, 'bankCode']}
          label={t('field.bank')}
          rules={[{ required: true, message: t('required.bank') }]}
          // 001 §2.4, §8: the bank waits for a complete account-opening city, and says so.
          extra={!readOnly && !cityComplete ? tv('completeCityRequired') : undefined}
        >
          <Select
            className={styles.full}
            options={options.banks}
            loading={options.banksLoading}
            disabled={readOnly || !cityComplete}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('placeholder.bank')}
            onChange={(code: string | undefined) => {
              form.setFieldValue([...path, 'bankName'], options.bankNameOf(code));
              clearBranch();
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'bankBranchCode']} label={t('field.branch')} rules={[{ required: true, message: t('required.branch') }]} extra={readOnly ? undefined : branchExtra}>
          <Select
            className={styles.full}
            options={branchOptions}
            loading={branches.isFetching}
            disabled={readOnly || !bankCode || !cityComplete}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('placeholder.branch')}
            notFoundContent={branches.isFetching ? t('branchesLoading') : t('noBranches')}
            onChange={pickBranch}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'bankRelateNo']} label={t('field.cnaps')}>
          <Input readOnly variant="filled" placeholder={t('placeholder.filledByBranch')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
