import { cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { ConfigProvider, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { PHONE_BELOW_PX } from '@/shared/config';
import { $locale } from '@/shared/i18n';
import { useViewportWidth } from '@/shared/lib/viewport';
import type { AuthorizedStore } from '@/entities/pre-approval';
import { useListMarketplaceRegionQuery } from '../api/preApprovalApi';
import { areaName } from '../model/accessNames';
import { STORE_PAGE_SIZE } from '../config/constants';
import styles from './PreApproval.module.css';

const KNOWN_PLATFORMS = new Set(['Amazon SC', 'JD VC', 'Others']);
const KNOWN_STATUSES = new Set(['AUTHORIZED']);

/**
 * Whether the store tables are compact (one stacked store column instead of a column per
 * field): on a phone a column per field would make the table scroll sideways, hiding the
 * columns that matter (the files, the 'proceed' tip) off screen.
 */
const useCompactStoreTables = (): boolean => useViewportWidth() < PHONE_BELOW_PX;

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
function storeColumns(t: TFunction<'preApproval'>, area: (store: AuthorizedStore) => string): TableColumnsType<AuthorizedStore> {
  return [
    { title: t('columns.platform'), key: 'platform', render: (_value, store) => platformName(t, store.platform) },
    { title: t('columns.storeName'), key: 'storeName', render: (_value, store) => textOf(store.storeName) },
    { title: t('columns.area'), key: 'area', render: (_value, store) => area(store) },
  ];
}

/** A store's marketplace by its name in the portal's language (the marketplace list), not its code. */
function useAreaName(): (store: AuthorizedStore) => string {
  const locale = useUnit($locale);
  const regions = useListMarketplaceRegionQuery();
  return (store) => areaName(textOf(store.area), regions.data, locale);
}

/**
 * A phone's one store cell (compact tables): the seller id, then platform and marketplace,
 * then `children` (the client and status, or the settlement files), stacked.
 */
function StoreSummary({ t, store, area, children }: { t: TFunction<'preApproval'>; store: AuthorizedStore; area: (store: AuthorizedStore) => string; children?: ReactNode }) {
  return (
    <div className={styles.stacked}>
      <span className={styles.stackedName}>{textOf(store.storeName)}</span>
      <span className={styles.stackedMeta}>
        {platformName(t, store.platform)} · {area(store)}
      </span>
      {children}
    </div>
  );
}

/** A column a store table shows after platform, seller id and marketplace. */
interface StoreField {
  key: string;
  title: string;
  render(store: AuthorizedStore): ReactNode;
  /** Stacked on a phone as a secondary line (the client, the status), not as content of its own (the files). */
  secondary?: boolean;
}

export interface StoresTableProps {
  /** The table's accessible name (and, on a phone, its one column's title). */
  label: string;
  /** The page of stores shown (1-based), and what changes it. */
  page: number;
  onPageChange(page: number): void;
  records: AuthorizedStore[];
  total: number;
  loading: boolean;
  /** Paging locked (while the page sends what the table holds). */
  disabled?: boolean;
  /** The table's own fields: their own columns on a wide screen, stacked under the store on a phone. */
  fields: StoreField[];
}

/**
 * The store table both stages show (001 §3 table row, §9 store page size 10): a column per
 * field on a wide screen; on a phone one stacked store column, so nothing hides off screen.
 */
export function StoresTable({ label, page, onPageChange, records, total, loading, disabled = false, fields }: StoresTableProps) {
  const { t } = useTranslation('preApproval');
  const compact = useCompactStoreTables();
  const area = useAreaName();
  const columns: TableColumnsType<AuthorizedStore> = compact
    ? [
        {
          title: label,
          key: 'store',
          render: (_value, store) => (
            <StoreSummary t={t} store={store} area={area}>
              {fields.map((field) => (
                <div key={field.key} className={field.secondary ? styles.stackedMeta : undefined}>
                  {field.render(store)}
                </div>
              ))}
            </StoreSummary>
          ),
        },
      ]
    : [...storeColumns(t, area), ...fields.map(({ key, title, render }) => ({ key, title, render: (_value: unknown, store: AuthorizedStore) => render(store) }))];
  // The pager's previous/next buttons show only an icon (hidden from assistive technology):
  // they are named in words, antd's own in the UI language ('上一页' / 'Previous Page').
  const pager = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  const namedPagerButton = (_page: number, type: string, element: ReactNode) => {
    const name = type === 'prev' ? pager?.prev_page : type === 'next' ? pager?.next_page : undefined;
    return name && isValidElement(element) ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': name }) : element;
  };
  return (
    <Table<AuthorizedStore>
      className={styles.table}
      aria-label={label}
      rowKey={storeRowKey}
      columns={columns}
      dataSource={records}
      loading={loading}
      scroll={compact ? undefined : { x: 'max-content' }}
      locale={{ emptyText: t('stores.empty') }}
      pagination={{
        itemRender: namedPagerButton,
        current: page,
        pageSize: STORE_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        disabled,
        onChange: onPageChange,
      }}
    />
  );
}
