export { registerApi, useGetEnrollPublicKeyMutation, useSendEnrollCodeMutation, useEnrollMutation, type EnrollBody, type EnrollPublicKey } from './api/registerApi';
export { RegisterForm, type RegisterFormProps } from './ui/RegisterForm';
export { useRegister, type RegistrationRequest } from './model/useRegister';
