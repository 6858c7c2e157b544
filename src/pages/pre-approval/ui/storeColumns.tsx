import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { AuthorizedStore } from '../api/preApprovalApi';

const KNOWN_PLATFORMS = new Set(['Amazon SC', 'JD VC', 'Others']);

/** A store's value as text: the server's words as they are, a dash when there are none. */
export const textOf = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The platform's name in the current language; one the portal does not know is shown as the server sends it. */
export function platformName(t: TFunction<'preApproval'>, platform: string | null | undefined): string {
  return platform && KNOWN_PLATFORMS.has(platform) ? t(`platform.${platform as 'Amazon SC' | 'JD VC' | 'Others'}`) : textOf(platform);
}

/** A stable row key: the store's id, else its seller id and marketplace. */
export const storeRowKey = (store: AuthorizedStore): string => String(store.id ?? `${store.storeName ?? ''}-${store.area ?? ''}-${store.platform ?? ''}`);

/** The columns both store tables share (001 §3 table row): platform, seller id, marketplace. */
export function storeColumns(t: TFunction<'preApproval'>): TableColumnsType<AuthorizedStore> {
  return [
    { title: t('columns.platform'), key: 'platform', render: (_value, store) => platformName(t, store.platform) },
    { title: t('columns.storeName'), key: 'storeName', render: (_value, store) => textOf(store.storeName) },
    { title: t('columns.area'), key: 'area', render: (_value, store) => textOf(store.area) },
  ];
}
