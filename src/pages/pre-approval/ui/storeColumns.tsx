import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useViewportWidth } from '@/shared/lib/viewport';
import type { AuthorizedStore } from '../api/preApprovalApi';
import styles from './PreApproval.module.css';

const KNOWN_PLATFORMS = new Set(['Amazon SC', 'JD VC', 'Others']);
const KNOWN_STATUSES = new Set(['AUTHORIZED']);

/** Below this width (phones) the store tables show one stacked store column instead of a column per field. */
const COMPACT_BELOW_PX = 576;

/**
 * Whether the store tables are compact: on a phone a column per field would make the table
 * scroll sideways, hiding the columns that matter (the files, the 'proceed' tip) off screen.
 */
export const useCompactStoreTables = (): boolean => useViewportWidth() < COMPACT_BELOW_PX;

/** A store's value as text: the server's words as they are, a dash when there are none. */
export const textOf = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The platform's name in the current language; one the portal does not know is shown as the server sends it. */
export function platformName(t: TFunction<'preApproval'>, platform: string | null | undefined): string {
  return platform && KNOWN_PLATFORMS.has(platform) ? t(`platform.${platform as 'Amazon SC' | 'JD VC' | 'Others'}`) : textOf(platform);
}

/** A store's status in the current language; one the portal does not know is shown as the server sends it. */
export function statusName(t: TFunction<'preApproval'>, status: string | null | undefined): string {
  return status && KNOWN_STATUSES.has(status) ? t(`storeStatus.${status as 'AUTHORIZED'}`) : textOf(status);
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

/**
 * A phone's one store cell (compact tables): the seller id, then platform and marketplace,
 * then `children` (the client and status, or the settlement files), stacked.
 */
export function StoreSummary({ t, store, children }: { t: TFunction<'preApproval'>; store: AuthorizedStore; children?: ReactNode }) {
  return (
    <div className={styles.stacked}>
      <span className={styles.stackedName}>{textOf(store.storeName)}</span>
      <span className={styles.stackedMeta}>
        {platformName(t, store.platform)} · {textOf(store.area)}
      </span>
      {children}
    </div>
  );
}
