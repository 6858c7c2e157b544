/**
 * The ids of index.html's login frame (src/app/html/loginFrame.ts writes them, boot.js wires
 * them, the login form adopts what was typed through them: src/pages/login/model/frameInput.ts).
 */
export const LOGIN_FRAME_IDS = {
  form: 'lf-form',
  locale: 'lf-locale',
  account: 'lf-account',
  password: 'lf-password',
  passwordToggle: 'lf-password-toggle',
  captcha: 'lf-captcha',
  captchaImage: 'lf-captcha-image',
  captchaRefresh: 'lf-captcha-refresh',
  agreed: 'lf-agreed',
  submit: 'lf-submit',
} as const;

/**
 * What a person asked of the frame before the app arrived, in the form's `data-intent`
 * (boot.js): Login pressed (or Enter) with every field filled, or one of the two links
 * that leave the login mode. The login form carries it out once it has mounted.
 */
export type LoginFrameIntent = 'login' | 'forgot' | 'register';
export const LOGIN_FRAME_INTENT_ATTRIBUTE = 'data-intent';
