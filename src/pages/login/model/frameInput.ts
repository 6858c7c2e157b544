import { LOGIN_FRAME_ATTRIBUTES as ATTRIBUTE, LOGIN_FRAME_IDS as ID, type LoginFrameIntent } from '@/shared/config';
import { isLocale, type Locale } from '@/shared/i18n';

/** The login form's controls the frame has a twin of. */
export type FrameControl = 'loginName' | 'password' | 'imgCode' | 'agreed' | 'submit';

const CONTROL_OF_ID: Record<string, FrameControl> = {
  [ID.account]: 'loginName',
  [ID.password]: 'password',
  [ID.captcha]: 'imgCode',
  [ID.agreed]: 'agreed',
  [ID.submit]: 'submit',
};

/** What a person did in index.html's login frame before the app arrived (frameForm.js wires it). */
export interface FrameInput {
  values: { loginName: string; password: string; imgCode: string; agreed: boolean };
  /** The control that had focus, with the caret (or selection) of a text field. */
  focus: { control: FrameControl; selection: [start: number, end: number] | null } | null;
  /** The language picked in the frame's select, if one was. */
  locale: Locale | null;
  /** What Login or a link asked for (frameForm.js keeps it in the form's data-intent). */
  intent: LoginFrameIntent | null;
}

/** The frame's elements, found while they are still in the page. */
export interface LoginFrame {
  form: HTMLFormElement;
  select: HTMLSelectElement | null;
  account: HTMLInputElement;
  password: HTMLInputElement;
  captcha: HTMLInputElement;
  agreed: HTMLInputElement;
  submit: HTMLButtonElement | null;
  captchaImage: HTMLImageElement | null;
}

/** Set once the form has taken the frame over (React runs a first mount's effects twice in development). */
const ADOPTED_ATTRIBUTE = 'data-adopted';

const inputById = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element : null;
};

/** The frame, while it is shown on this page (boot.js shows it on the login page only); else null. */
export function findLoginFrame(): LoginFrame | null {
  if (!document.documentElement.hasAttribute('data-login-frame')) return null;
  const form = document.getElementById(ID.form);
  const [account, password, captcha, agreed] = [ID.account, ID.password, ID.captcha, ID.agreed].map(inputById);
  if (!(form instanceof HTMLFormElement) || !account || !password || !captcha || !agreed) return null;
  const select = document.getElementById(ID.locale);
  const submit = document.getElementById(ID.submit);
  const image = document.getElementById(ID.captchaImage);
  return {
    form,
    select: select instanceof HTMLSelectElement ? select : null,
    account,
    password,
    captcha,
    agreed,
    submit: submit instanceof HTMLButtonElement ? submit : null,
    captchaImage: image instanceof HTMLImageElement ? image : null,
  };
}

/** The captcha image the frame shows (its code is the session's now): the login form shows it on. */
export function frameCaptchaSrc(frame: LoginFrame | null): string | null {
  const image = frame?.captchaImage;
  return image && !image.hidden && image.getAttribute('src') ? image.getAttribute('src') : null;
}

/**
 * What was typed and asked for in the frame, read once (the form's later mounts, and React's
 * second run of effects in development, get null). Read after the app has replaced the
 * frame: its elements keep their values, so nothing typed until that moment is missed.
 */
export function adoptFrameInput(frame: LoginFrame): FrameInput | null {
  if (frame.form.hasAttribute(ADOPTED_ATTRIBUTE)) return null;
  frame.form.setAttribute(ADOPTED_ATTRIBUTE, '');
  const focusedId = frame.form.getAttribute(ATTRIBUTE.focus) ?? '';
  const control = CONTROL_OF_ID[focusedId];
  const focused = [frame.account, frame.password, frame.captcha, frame.agreed, frame.submit].find((element) => element?.id === focusedId);
  const selection =
    focused instanceof HTMLInputElement && focused.type !== 'checkbox' && focused.selectionStart !== null && focused.selectionEnd !== null
      ? ([focused.selectionStart, focused.selectionEnd] as [number, number])
      : null;
  const intent = frame.form.getAttribute(ATTRIBUTE.intent);
  // Only a language picked in the frame (frameForm.js marks it): the select's value is otherwise the page's.
  const locale = frame.select?.hasAttribute(ATTRIBUTE.chosen) ? frame.select.value : null;
  return {
    values: { loginName: frame.account.value, password: frame.password.value, imgCode: frame.captcha.value, agreed: frame.agreed.checked },
    focus: control ? { control, selection } : null,
    locale: isLocale(locale) ? locale : null,
    intent: intent === 'login' || intent === 'forgot' || intent === 'register' ? intent : null,
  };
}
