import { Col, Form, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRule, sanitiseUscc } from '@/shared/lib/validation';
import { DRAWBACK_PRODUCT_TYPES } from '@/entities/product';
import { drawbackFieldError } from '../../lib/rules';
import { DrawbackField } from './DrawbackField';

/** Step 1, the company (000 §5 "Export drawback, step 1"): name, unified social credit code, manufacturing or trading. */
export function CompanySection() {
  const { t } = useTranslation(['drawback', 'validation']);
  return (
    <>
      <Typography.Title level={3}>{t('steps.company')}</Typography.Title>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <DrawbackField field="companyName" autoComplete="organization" />
        </Col>
        <Col xs={24} md={12}>
          <DrawbackField field="companyIdentCode" normalize={sanitiseUscc} />
        </Col>
      </Row>
      <Form.Item
        name="productType"
        label={t('fields.productType')}
        required
        rules={[formRule((value) => drawbackFieldError('productType', { productType: value }), (key) => t(key, { ns: 'validation' }))]}
      >
        <Radio.Group
          aria-label={t('fields.productType')}
          options={DRAWBACK_PRODUCT_TYPES.map((type) => ({ value: type, label: t(`productType.${type}`) }))}
        />
      </Form.Item>
    </>
  );
}
