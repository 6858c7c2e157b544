import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLazyLookUpSwiftQuery } from '../../api/bankAccountApi';
import { isSwiftCode, SWIFT_DETAIL_FIELDS } from '../../lib/bank-account/rules';

/**
 * SWIFT mode (any currency but CNY, 001 §2.4): the SWIFT code, looked up (the button,
 * Enter, or leaving the field), fills the bank's country, city, name and branch, which are
 * read-only (shown filled, so they do not read as inputs to type in); an unknown code says
 * so. The intermediary bank's SWIFT code is optional.
 */
export function SwiftFields({ name, readOnly }: { name: number; readOnly: boolean }) {
  const { t } = useTranslation('bank');
  const form = Form.useFormInstance();
  const path = ['accounts', name] as const;
  const [lookUp, lookup] = useLazyLookUpSwiftQuery();
  const swiftField = [...path, 'bankSwiftCode'];

  const search = async (raw: string) => {
    const code = raw.trim().toUpperCase();
    if (!isSwiftCode(code) || form.getFieldValue([...path, 'bankName'])) {
      await form.validateFields([swiftField]).catch(() => undefined);
      return;
    }
    const records = await lookUp({ swiftCode: code }, true).unwrap().catch(() => null);
    if (records === null) return; // the base query has shown the failure
    if (form.getFieldValue(swiftField) !== code) return; // changed meanwhile
    const record = records[0];
    if (!record) {
      form.setFields([{ name: swiftField, errors: [t('swift.notFound')] }]);
      return;
    }
    form.setFieldValue([...path, 'bankCountryCode'], record.countryCode ?? undefined);
    form.setFieldValue([...path, 'bankCountryName'], record.country ?? undefined);
    form.setFieldValue([...path, 'bankCityName'], record.city ?? undefined);
    form.setFieldValue([...path, 'bankName'], record.bankName ?? undefined);
    form.setFieldValue([...path, 'bankBranchName'], record.branchName ?? undefined);
    await form.validateFields([swiftField]).catch(() => undefined);
  };

  const swiftFormat = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (value && value.trim() && !isSwiftCode(value)) throw new Error(t('format.swiftCode'));
    },
  };

  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item
          name={[name, 'bankSwiftCode']}
          label={t('field.swiftCode')}
          normalize={(value: string | undefined) => value?.replace(/\s+/g, '').toUpperCase()}
          rules={[
            { required: true, message: t('required.swiftCode') },
            swiftFormat,
            {
              // Checked on next (validateFields), not while typing: the code must have been looked up.
              validateTrigger: 'onSubmit',
              validator: async (_rule, value: string | undefined) => {
                if (value && isSwiftCode(value) && !form.getFieldValue([...path, 'bankName'])) throw new Error(t('swift.notLookedUp'));
              },
            },
          ]}
        >
          {readOnly ? (
            // Read-only: the code as it was looked up, without a search button.
            <Input autoComplete="off" maxLength={11} placeholder={t('placeholder.swiftCode')} />
          ) : (
            <Input.Search
              autoComplete="off"
              maxLength={11}
              placeholder={t('placeholder.swiftCode')}
              enterButton={t('swift.lookUp')}
              loading={lookup.isFetching}
              onChange={() => {
                // Another code: the details found for the previous one no longer apply.
                if (form.getFieldValue([...path, 'bankName'])) form.setFields(SWIFT_DETAIL_FIELDS.map((field) => ({ name: [...path, field], value: undefined })));
              }}
              onSearch={(value) => void search(value)}
              onBlur={(event) => void search(event.target.value)}
            />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'bankName']} label={t('field.bankName')}>
          <Input readOnly variant="filled" placeholder={t('placeholder.filledBySwift')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'bankCountryName']} label={t('field.bankCountry')}>
          <Input readOnly variant="filled" placeholder={t('placeholder.filledBySwift')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'bankCityName']} label={t('field.bankCity')}>
          <Input readOnly variant="filled" placeholder={t('placeholder.filledBySwift')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'bankBranchName']} label={t('field.bankBranch')}>
          <Input readOnly variant="filled" placeholder={t('placeholder.filledBySwift')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={[name, 'intermediaryBankSwiftCode']}
          label={t('field.intermediarySwift')}
          normalize={(value: string | undefined) => value?.replace(/\s+/g, '').toUpperCase()}
          rules={[swiftFormat]}
        >
          <Input autoComplete="off" maxLength={11} placeholder={t('placeholder.intermediarySwift')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
