import i18next from 'i18next';
import type { LanguageTag } from './locale';

/**
 * Adds namespaces that are not part of a first visit (onboarding.ts, demo.ts) to i18next,
 * in the language in use, once: `marker` is one of the namespaces `load` returns. One
 * language is enough because a language change reloads the page (000 §2, 001 §2.1).
 */
export async function addLaterTexts(marker: string, load: (tag: LanguageTag) => Promise<Record<string, object>>): Promise<void> {
  const tag = i18next.language as LanguageTag;
  if (i18next.hasResourceBundle(tag, marker)) return;
  const bundle = await load(tag);
  for (const [namespace, texts] of Object.entries(bundle)) i18next.addResourceBundle(tag, namespace, texts, true, true);
}
