import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Locale } from '@/shared/i18n';

/**
 * antd's and dayjs's locale for the app locale (DESIGN §7), loaded on demand so a first
 * visit downloads one language only.
 */
export async function loadUiLocale(locale: Locale): Promise<AntdLocale> {
  if (locale === 'zh') {
    const [antd] = await Promise.all([
      import(/* webpackChunkName: "antd-zh-CN" */ 'antd/locale/zh_CN'),
      import(/* webpackChunkName: "antd-zh-CN" */ 'dayjs/locale/zh-cn'),
    ]);
    dayjs.locale('zh-cn');
    return antd.default;
  }
  const antd = await import(/* webpackChunkName: "antd-en-US" */ 'antd/locale/en_US');
  dayjs.locale('en');
  return antd.default;
}
