import type enUS from './locales/en-US';
import type { LanguageTag } from './locale';

export type Resources = typeof enUS;

/**
 * Loads one locale's resources. Only the language in use is downloaded: a first visit
 * does not pay for the other language's texts.
 */
export async function loadResources(tag: LanguageTag): Promise<Resources> {
  const module =
    tag === 'zh-CN'
      ? await import(/* webpackChunkName: "i18n-zh-CN" */ './locales/zh-CN')
      : await import(/* webpackChunkName: "i18n-en-US" */ './locales/en-US');
  return module.default;
}
