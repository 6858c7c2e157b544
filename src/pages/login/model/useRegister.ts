import { useCallback } from 'react';
import { CHANNEL_LOGIN, DEFAULT_PRODUCT_TYPE } from '@/shared/config';
import { encryptPassword } from '@/shared/lib/crypto';
import { useEnrollMutation, useGetEnrollPublicKeyMutation, type EnrollBody } from '../api/registerApi';

export interface RegistrationRequest {
  companyName: string;
  /** Contact name. */
  name: string;
  email: string;
  phoneAreaCode?: string;
  telephone?: string;
  verificationCode: string;
  /** As typed; encrypted here. */
  password: string;
  channelId?: string | null;
}

/**
 * Registration (000 §3 "Registration payload", §7): the enrolment public key and its
 * serial first, then enroll with the password encrypted, productType DEFAULT_PRODUCT and
 * ssoConstants kj_my_pc. Optional fields are left out rather than sent empty.
 */
export function useRegister(): (request: RegistrationRequest) => Promise<void> {
  const [getPublicKey] = useGetEnrollPublicKeyMutation();
  const [enroll] = useEnrollMutation();
  return useCallback(
    async ({ companyName, name, email, phoneAreaCode, telephone, verificationCode, password, channelId }) => {
      const { publicKey, serialNo } = await getPublicKey('account').unwrap();
      const cipher = await encryptPassword(password, publicKey);
      const body: EnrollBody = {
        name,
        email,
        companyName,
        verificationCode,
        serialNo: serialNo ?? '',
        password: cipher,
        productType: DEFAULT_PRODUCT_TYPE,
        ssoConstants: CHANNEL_LOGIN,
        ...(telephone && phoneAreaCode ? { telephone, phoneAreaCode } : {}),
        ...(channelId ? { channelId } : {}),
      };
      await enroll(body).unwrap();
    },
    [getPublicKey, enroll],
  );
}
