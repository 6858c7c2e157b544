export { registerApi, useGetEnrollPublicKeyMutation, useSendEnrollCodeMutation, useEnrollMutation, type EnrollBody, type EnrollPublicKey } from './api/registerApi';
