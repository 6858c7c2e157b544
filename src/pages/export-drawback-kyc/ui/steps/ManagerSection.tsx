import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitisePhone } from '@/shared/lib/validation';
import { DrawbackField } from './DrawbackField';

/** Step 2, the manager (000 §5 "Export drawback, step 2"); Next waits until every field is filled and valid. */
export function ManagerSection() {
  const { t } = useTranslation('drawback');
  return (
    <>
      <Typography.Title level={3}>{t('steps.manager')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('manager.hint')}</Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <DrawbackField field="managerLastName" autoComplete="family-name" />
        </Col>
        <Col xs={24} md={12}>
          <DrawbackField field="mangerFirstName" autoComplete="given-name" />
        </Col>
        <Col xs={24} md={12}>
          <DrawbackField field="managerEmail" autoComplete="email" inputMode="email" />
        </Col>
        <Col xs={24} md={12}>
          <DrawbackField field="managerPhone" autoComplete="tel" inputMode="tel" normalize={sanitisePhone} />
        </Col>
        <Col xs={24} md={12}>
          {/* Not cleaned as it is typed: a wrong character gets the id-number format message (000 §5). */}
          <DrawbackField field="managerIdentNo" />
        </Col>
      </Row>
    </>
  );
}
