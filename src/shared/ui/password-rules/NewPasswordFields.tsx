import { useState } from 'react';
import { Form, Input } from 'antd';
import { PASSWORD_MAX_LENGTH, checkConfirmPassword, checkResetPassword, firstError, formRule, required, type ValidationKey } from '@/shared/lib/validation';
import { PasswordRulesPopover, type PasswordRulesLabels } from './PasswordRules';

export interface NewPasswordFieldsLabels {
  password: string;
  passwordPlaceholder: string;
  confirm: string;
  confirmPlaceholder: string;
  rules: PasswordRulesLabels;
}

/**
 * The new-password and confirmation fields of the initialise, reset and forgot forms
 * (000 §5 "New or reset password"), with the live rules popover while the first has focus.
 * Fields `password` and `confirmPassword` of the surrounding antd Form.
 */
export function NewPasswordFields({
  password,
  requiredKey,
  labels,
  message,
  autoFocus,
}: {
  /** The password typed so far, for the rules popover. */
  password: string;
  /** Message for an empty new password: the forms word it differently (000 §5). */
  requiredKey: ValidationKey;
  labels: NewPasswordFieldsLabels;
  message: (key: ValidationKey) => string;
  autoFocus?: boolean;
}) {
  const [focused, setFocused] = useState(false);
  return (
    <>
      <PasswordRulesPopover password={password} open={focused} labels={labels.rules}>
        <Form.Item
          name="password"
          label={labels.password}
          validateTrigger={['onChange', 'onBlur']}
          rules={[formRule(firstError(required(requiredKey), checkResetPassword), message)]}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={labels.passwordPlaceholder}
            autoFocus={autoFocus}
            maxLength={PASSWORD_MAX_LENGTH}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        </Form.Item>
      </PasswordRulesPopover>
      <Form.Item
        name="confirmPassword"
        label={labels.confirm}
        validateTrigger={['onChange', 'onBlur']}
        rules={[({ getFieldValue }) => formRule((value) => checkConfirmPassword(value, getFieldValue('password'), 'reset'), message)]}
      >
        <Input.Password autoComplete="new-password" placeholder={labels.confirmPlaceholder} maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
