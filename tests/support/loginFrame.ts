import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { frameTextsOf, loginFrameHtml, type FrameContract, type FrameOptions } from '@/app/html/loginFrame';
import { agreementUrl } from '@/pages/login/lib/agreementUrl';
import { COPYRIGHT_YEAR, LOGIN_FRAME_ATTRIBUTES, LOGIN_FRAME_IDS } from '@/shared/config';
import { PASSWORD_MAX_LENGTH } from '@/shared/lib/validation';
import { cssUrl } from '@/shared/lib/css';

const json = (file: string) => JSON.parse(readFileSync(resolve(process.cwd(), 'src/shared/i18n/locales', file), 'utf8')) as Record<string, unknown>;

/** One language's locale files, as rsbuild.config.ts reads them for the frame. */
export const frameLocaleFiles = (tag: 'zh-CN' | 'en-US') => ({ login: json(`${tag}/login.json`), common: json(`${tag}/common.json`), validation: json(`${tag}/validation.json`) });

export const FRAME_TEXTS = frameTextsOf({ zh: frameLocaleFiles('zh-CN'), en: frameLocaleFiles('en-US') }, COPYRIGHT_YEAR);

/** The contract rsbuild.config.ts hands the frame, from the same constants. */
export const FRAME_CONTRACT: FrameContract = {
  ids: LOGIN_FRAME_IDS,
  attributes: LOGIN_FRAME_ATTRIBUTES,
  passwordMaxLength: PASSWORD_MAX_LENGTH,
  agreementHref: (kind, locale) => agreementUrl(kind, locale, ''),
  cssUrl,
};

/** index.html's login frame as the build writes it. */
export const loginFrame = (options?: FrameOptions) => loginFrameHtml(FRAME_TEXTS, FRAME_CONTRACT, options);
