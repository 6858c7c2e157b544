import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { Provider } from 'react-redux';
import { useUnit } from 'effector-react';
import { $locale, type Locale } from '@/shared/i18n';
import { NotifierBridge } from '@/shared/ui/notifier';
import type { AppStore } from '../model/store';

const antdLocales = { zh: zhCN, en: enUS } as const satisfies Record<Locale, unknown>;
const dayjsLocales = { zh: 'zh-cn', en: 'en' } as const satisfies Record<Locale, string>;

/** antd and dayjs follow the app locale (DESIGN §7). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const locale = useUnit($locale);
  dayjs.locale(dayjsLocales[locale]);
  return (
    <Provider store={store}>
      <ConfigProvider locale={antdLocales[locale]} theme={{ token: { colorPrimary: '#0b5cad' } }}>
        <AntApp>
          <NotifierBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
