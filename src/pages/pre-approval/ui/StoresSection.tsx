import { useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error';
import { usePageAuthorizedStoresQuery } from '@/entities/pre-approval';
import { STORE_PAGE_SIZE } from '../config/constants';
import { AuthorizeDialog } from './authorize/AuthorizeDialog';
import { statusName, StoresTable, textOf } from './storeColumns';
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
        <StoresTable
          label={t('stores.tableLabel')}
          page={page}
          onPageChange={setPage}
          records={stores.data?.records ?? []}
          total={stores.data?.total ?? 0}
          loading={stores.isFetching}
          fields={[
            { key: 'clientName', title: t('columns.clientName'), render: (store) => textOf(store.clientName), secondary: true },
            { key: 'status', title: t('columns.status'), render: (store) => statusName(t, store.status), secondary: true },
          ]}
        />
      )}
      <AuthorizeDialog open={authorising} onClose={() => setAuthorising(false)} />
    </div>
  );
}
