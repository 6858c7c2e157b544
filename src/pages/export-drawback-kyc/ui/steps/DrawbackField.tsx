import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRule } from '@/shared/lib/validation';
import { DRAWBACK_MAX_LENGTH, drawbackFieldError, type DrawbackField as Field } from '../../lib/rules';

export interface DrawbackFieldProps {
  field: Exclude<Field, 'productType'>;
  /** Cleans the text as it is typed (the credit code's letters and digits, the phone's digits). */
  normalize?: (value: string) => string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
}

/** One text field of the export-drawback application: its label, its limit and its rule (000 §5). */
export function DrawbackField({ field, normalize, autoComplete, inputMode }: DrawbackFieldProps) {
  const { t } = useTranslation(['drawback', 'validation']);
  return (
    <Form.Item
      name={field}
      label={t(`fields.${field}`)}
      required
      normalize={normalize}
      validateTrigger={['onChange', 'onBlur']}
      rules={[formRule((value) => drawbackFieldError(field, { [field]: value }), (key) => t(key, { ns: 'validation' }))]}
    >
      {/* A field that cleans its text caps it there: a native limit would cut a pasted code
          with separators (91440300-MA5F8DEM41) before they are taken out. */}
      <Input maxLength={normalize ? undefined : DRAWBACK_MAX_LENGTH[field]} autoComplete={autoComplete} inputMode={inputMode} />
    </Form.Item>
  );
}
