import type { MockLocale } from '../lib/locale';
import { enUS, type MessageKey } from './en-US';
import { zhCN } from './zh-CN';

export type { MessageKey } from './en-US';

const catalogues: Record<MockLocale, Record<MessageKey, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** A server message in the request's language (mocks/lib/locale.ts). */
export function message(locale: MockLocale, key: MessageKey): string {
  return catalogues[locale][key];
}

export const MESSAGE_CATALOGUES = catalogues;
