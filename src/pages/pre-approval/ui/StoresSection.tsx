import { useState } from 'react';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error';
import { usePageAuthorizedStoresQuery, type AuthorizedStore } from '../api/preApprovalApi';
import { STORE_PAGE_SIZE } from '../config/constants';
import { AuthorizeDialog } from './authorize/AuthorizeDialog';
import { statusName, StoreSummary, storeColumns, storeRowKey, textOf, useCompactStoreTables } from './storeColumns';
import styles from './PreApproval.module.css';

export interface StoresSectionProps {
  /** The add button's words: 'authorise' on the store-connection page, 'addAccount' on the three-step page. */
  addLabel: 'authorise' | 'addAccount';
}

/**
 * The enterprise's authorised stores (001 §2.6 stage 2, §2.5 step 2): a table paged 10 at a
 * time (001 §9 store page size) and the button that opens the authorisation dialog. A store
 * the dialog adds appears on its own (the stores reload when it is authorised).
 */
export function StoresSection({ addLabel }: StoresSectionProps) {
  const { t } = useTranslation('preApproval');
  const [page, setPage] = useState(1);
  const [authorising, setAuthorising] = useState(false);
  const stores = usePageAuthorizedStoresQuery({ current: page, size: STORE_PAGE_SIZE });
  const compact = useCompactStoreTables();

  const columns: TableColumnsType<AuthorizedStore> = compact
    ? [
        {
          title: t('stores.tableLabel'),
          key: 'store',
          render: (_value, store) => (
            <StoreSummary t={t} store={store}>
              <span className={styles.stackedMeta}>{textOf(store.clientName)}</span>
              <span className={styles.stackedMeta}>{statusName(t, store.status)}</span>
            </StoreSummary>
          ),
        },
      ]
    : [
        ...storeColumns(t),
        { title: t('columns.clientName'), key: 'clientName', render: (_value, store) => textOf(store.clientName) },
        { title: t('columns.status'), key: 'status', render: (_value, store) => statusName(t, store.status) },
      ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <Typography.Paragraph className={styles.description}>{t('stores.description')}</Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAuthorising(true)}>
          {t(`stores.${addLabel}`)}
        </Button>
      </div>
      {stores.isError && !stores.data ? (
        <LoadError title={t('page.loadError')} onRetry={() => void stores.refetch()} />
      ) : (
        <Table<AuthorizedStore>
          className={styles.table}
          aria-label={t('stores.tableLabel')}
          rowKey={storeRowKey}
          columns={columns}
          dataSource={stores.data?.records ?? []}
          loading={stores.isFetching}
          scroll={compact ? undefined : { x: 'max-content' }}
          locale={{ emptyText: t('stores.empty') }}
          pagination={{
            current: page,
            pageSize: STORE_PAGE_SIZE,
            total: stores.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <AuthorizeDialog open={authorising} onClose={() => setAuthorising(false)} />
    </div>
  );
}
