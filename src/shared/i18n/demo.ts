import type { LanguageTag } from './locale';
import { addLaterTexts } from './laterTexts';
import type demoEnUS from './locales/en-US/demo.json';

export type DemoResources = { demo: typeof demoEnUS };

/** One locale's texts of the demo build (demo panel, fault switches, demo accounts): their own chunk per language. */
export async function loadDemoResources(tag: LanguageTag): Promise<DemoResources> {
  const module =
    tag === 'zh-CN'
      ? await import(/* webpackChunkName: "i18n-demo-zh-CN" */ './locales/zh-CN/demo.json')
      : await import(/* webpackChunkName: "i18n-demo-en-US" */ './locales/en-US/demo.json');
  return { demo: module.default };
}

/**
 * Adds the `demo` namespace. Only builds that carry the mock call it (src/app/index.tsx,
 * behind the build-time switch), so a production build neither downloads nor ships these
 * texts.
 */
export const ensureDemoTexts = (): Promise<void> => addLaterTexts('demo', loadDemoResources);
