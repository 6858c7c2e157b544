export { LoginForm, type LoginFormProps, type LoginPrefill } from './ui/LoginForm';
export {
  useLoginByPassword,
  SWITCH_CODE_INITIALISE,
  CODE_RESET_REQUIRED,
  type LoginCredentials,
  type LoginOutcome,
  type LoginUser,
} from './model/useLoginByPassword';
