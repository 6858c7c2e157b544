/**
 * The mock server's message texts in English (server data, not the portal's i18n). The
 * specification's wording wherever it gives one (000 §5, §8).
 */
export const enUS = {
  success: 'success',
  codeSent: 'Verification code has been sent. Please check your inbox.',
  passwordReset: 'Password has been reset successfully. Please login again.',
  registered: 'Success',
  mustInitialise: 'Please reset your password.',
  badRequest: 'Invalid request.',
  sessionExpired: 'Your session has expired. Please log in again.',
  wrongCredentials: 'Incorrect username or password.',
  wrongCaptcha: 'Incorrect verification code.',
  mustReset: 'Your password has expired. Please reset your password.',
  wrongCode: 'Verification code error',
  codeTooSoon: 'Please wait before requesting another code.',
  notEncrypted: 'Password must be encrypted.',
  passwordFormat: 'Password format error',
  emailRegistered: 'The email address is already registered.',
  confirmMismatch: 'Confirm New Password is inconsistent with the New Password',
  oldPasswordWrong: 'The old password is incorrect.',
  noPermission: 'No permission. Please contact your administrator.',
  noEnterpriseChosen: 'Please select a company first.',
  keyExpired: 'The encryption key has expired. Please refresh the page and try again.',
  emailNotRegistered: 'The email address is not registered.',
  alreadyInitialised: 'The password has already been initialised. Please log in.',
  initialiseFirst: 'Please initialise your password first.',
  companyNameRequired: 'Please enter the company name.',
  companyNameTooLong: 'The company name can have at most 140 characters.',
  contactNameRequired: 'Please enter the contact name.',
  contactNameTooLong: 'The contact name can have at most 100 characters.',
  phoneRequired: 'Please enter Phone Number.',
  areaCodeRequired: 'Please select Area Code.',
  areaCodeUnknown: 'Unknown area code.',
  phoneFormat: 'The phone number can only have digits, at most 20.',
  emailRequired: 'Please enter email address.',
  emailFormat: 'Email format error',
  codeRequired: 'Please enter verification code.',
} as const;

export type MessageKey = keyof typeof enUS;
