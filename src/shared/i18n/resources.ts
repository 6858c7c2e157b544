import enUS from './locales/en-US';
import zhCN from './locales/zh-CN';

export const resources = { 'en-US': enUS, 'zh-CN': zhCN } as const;
export const namespaces = Object.keys(enUS) as (keyof typeof enUS)[];
