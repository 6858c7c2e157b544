import { Button, Col, Form, Row, Select, Typography } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import { focusFirstError, useStepDraft } from '@/widgets/wizard-frame';
import type { CorpInfo } from '@/entities/pre-approval';
import { useUpdateCorpInfoMutation, type EnumOption } from '../../api/preApprovalApi';
import { PRE_APPROVAL_FLOW } from '../../config/constants';
import { enumLabel } from './applyStepRules';
import styles from './PreApprovalApplyPage.module.css';

interface CompanyValues {
  monthlySales?: string;
  businessScope?: string;
}

export interface CompanyStepProps {
  enterpriseId: string;
  /** The saved details (the server's, or those saved just now) and the company's Chinese name. */
  info: Partial<CorpInfo> | null;
  monthlySalesOptions: readonly EnumOption[];
  businessScopeOptions: readonly EnumOption[];
  /** The step was complete before it was reopened: Cancel closes it again without saving. */
  onCancel?(): void;
  onSaved(values: Required<CompanyValues>): void;
}

/**
 * Step 1, the company details (001 §2.5, §5 "Pre-approval details"): monthly sales and
 * business scope, chosen from queryList's MonthlySalesEnum and BusinessScopeEnum in the
 * current language, both required; the company's Chinese name shown as context. Save sends
 * both codes with updateByEnterpriseId and is disabled while it runs; a refusal shows the
 * server's message (the endpoint's error toast, 001 §8) and the input stays. What was
 * chosen and not saved is kept as the wizards keep theirs (a draft: after a reload, or the
 * session ending and a sign-in again); Save and Cancel end it.
 */
export function CompanyStep({ enterpriseId, info, monthlySalesOptions, businessScopeOptions, onCancel, onSaved }: CompanyStepProps) {
  const { t } = useTranslation('preApprovalApply');
  const locale = useUnit($locale);
  const [form] = Form.useForm<CompanyValues>();
  const [update, { isLoading: saving }] = useUpdateCorpInfoMutation();
  const draft = useStepDraft(form, { enterpriseId, step: 1, flow: PRE_APPROVAL_FLOW });
  const toOptions = (list: readonly EnumOption[]) =>
    list.filter((option) => option.code).map((option) => ({ value: option.code!, label: enumLabel(option, locale) || option.code! }));
  const monthlySales = toOptions(monthlySalesOptions);
  const businessScope = toOptions(businessScopeOptions);

  const onSave = async () => {
    if (saving) return;
    let values: CompanyValues;
    try {
      values = await form.validateFields();
    } catch {
      focusFirstError(form);
      return;
    }
    const saved = { monthlySales: values.monthlySales!, businessScope: values.businessScope! };
    const result = await update({ enterpriseId, ...saved });
    if ('error' in result) return;
    draft.clear();
    notify.success(t('company.saved'));
    onSaved(saved);
  };

  return (
    <Form<CompanyValues>
      form={form}
      name="preApprovalCompany"
      layout="vertical"
      aria-label={t('steps.company')}
      initialValues={{ monthlySales: info?.monthlySales ?? undefined, businessScope: info?.businessScope ?? undefined }}
      onFinish={() => void onSave()}
      requiredMark
    >
      <Typography.Paragraph type="secondary">{t('company.intro')}</Typography.Paragraph>
      {info?.companyNameCn ? (
        <dl className={styles.context}>
          <dt>{t('company.name')}</dt>
          <dd>{info.companyNameCn}</dd>
        </dl>
      ) : null}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="monthlySales" label={t('company.monthlySales')} rules={[{ required: true, message: t('company.monthlySalesRequired') }]}>
            <Select options={monthlySales} placeholder={t('company.placeholder')} disabled={saving} className={styles.full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="businessScope" label={t('company.businessScope')} rules={[{ required: true, message: t('company.businessScopeRequired') }]}>
            <Select options={businessScope} placeholder={t('company.placeholder')} disabled={saving} className={styles.full} />
          </Form.Item>
        </Col>
      </Row>
      <div className={styles.actions}>
        {onCancel ? (
          <Button
            onClick={() => {
              draft.clear();
              onCancel();
            }}
            disabled={saving}
          >
            {t('company.cancel')}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {t('company.save')}
        </Button>
      </div>
    </Form>
  );
}
