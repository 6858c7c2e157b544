export { OtpForm, type OtpFormProps } from './ui/OtpForm';
