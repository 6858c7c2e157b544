export { ResetPasswordForm, type ResetPasswordFormProps } from './ui/ResetPasswordForm';
export { useSetNewPassword, type NewPasswordKind, type NewPasswordRequest } from './model/useSetNewPassword';
