import { nullable, primaryKey } from '@mswjs/data';

/**
 * Portal user accounts (000 §3 "Current user", §4 login flow). Passwords are stored as
 * SHA-256 of salt + password (lib/crypto/hash.ts), never in clear.
 */
export const accountModels = {
  account: {
    id: primaryKey(String),
    loginName: String,
    email: String,
    /** The display name (getCurSysUser's name). */
    name: String,
    /** Given and family name, once editManageUser has set them (the manager's); null before. */
    firstName: nullable(String),
    lastName: nullable(String),
    salt: String,
    passwordHash: String,
    /** doLogin answers switchCode 30900 until initPasswd sets a password. */
    mustInitialise: Boolean,
    /** doLogin answers code 30903 until resetPasswd (or the forgot flow) sets a password. */
    mustReset: Boolean,
    /** getIsOTPByType answers true: a one-time password is asked after login. */
    otpRequired: Boolean,
    phoneAreaCode: nullable(String),
    telephone: nullable(String),
  },
};
