/**
 * The ids of index.html's login frame (src/app/html/loginFrame.ts writes them, frameForm.js
 * is handed them and wires them, the login form adopts what was typed through them:
 * src/pages/login/model/frameInput.ts).
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
 * What a person asked of the frame before the app arrived, in the form's intent attribute
 * (frameForm.js): Login pressed (or Enter) with every field filled, or one of the two links
 * that leave the login mode. The login form carries it out once it has mounted.
 */
export type LoginFrameIntent = 'login' | 'forgot' | 'register';

/**
 * What frameForm.js keeps on the frame for the login form to adopt: on the form, the intent
 * above and the id of the control with focus (which the app's mount takes away); on the
 * language select, that a language was picked there.
 */
export const LOGIN_FRAME_ATTRIBUTES = { intent: 'data-intent', focus: 'data-focus', chosen: 'data-chosen' } as const;
