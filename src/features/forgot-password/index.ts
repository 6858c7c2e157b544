export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ui/ForgotPasswordForm';
export { useForgotPassword, type ForgotPasswordRequest } from './model/useForgotPassword';
