import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '@/shared/lib/validation';
import { useLeaveWarning } from '@/shared/ui/leave-warning';
import { LoadError } from '@/shared/ui/load-error';
import { notify } from '@/shared/ui/notifier';
import { UploadField, type UploadItem } from '@/shared/ui/upload';
import { ALL_STORES, isGlobalMarketplace, storedFileCount, usePageAuthorizedStoresQuery, type AuthorizedStore } from '@/entities/pre-approval';
import { useBatchUploadMutation } from '../api/preApprovalApi';
import { STORE_PAGE_SIZE } from '../config/constants';
import { newRequestId } from '../lib/requestId';
import { storeKey, storesMissingFiles } from '../lib/submitCheck';
import { createLocalFiles } from '../model/localTransport';
import { readyItems, useChosenFiles } from '../model/useChosenFiles';
import { storeRowKey, StoresTable } from './storeColumns';
import styles from './PreApproval.module.css';

export interface SettlementSectionProps {
  /** Every chosen file was sent: the page shows its success dialog. */
  onSubmitted(): void;
}

/**
 * The settlement-data table (001 §2.6 stage 3, §2.5 step 3, §5, §8, §9): every authorised
 * store, paged 10 at a time; a store of the global marketplace takes settlement files (csv,
 * xlsx, xls, 10 MB each, at most 10 per store counting those already sent), held in the
 * browser per store, across pages, until Submit, and kept as a draft (useChosenFiles): a
 * reload, or the session ending and a sign-in again, brings them back.
 * - Submit first checks every global-marketplace store has a file, sent before or chosen
 *   now; a store without shows the 'proceed' tip and the submit errors (001 §8 "Missing
 *   marketplace file"); the table turns to the first such store's page.
 * - Then one batchUpload per store with chosen files. A store whose call succeeds lets go
 *   of its files (the server lists them now); one whose call fails keeps them (the server's
 *   message is shown by the call) so Submit can be pressed again. Every call succeeded: the
 *   page's success dialog.
 * - While submitting, Submit shows its loader and the files cannot be changed; while the
 *   kept files come back, neither Submit nor the files can be used.
 * - Files added, not sent and not kept (the browser keeps no IndexedDB): a reload, closing
 *   the tab or another page asks first.
 */
export function SettlementSection({ onSubmitted }: SettlementSectionProps) {
  const { t } = useTranslation('preApproval');
  const [page, setPage] = useState(1);
  const stores = usePageAuthorizedStoresQuery({ current: page, size: STORE_PAGE_SIZE });
  const everyStore = usePageAuthorizedStoresQuery(ALL_STORES);
  const [batchUpload] = useBatchUploadMutation();
  const [local] = useState(createLocalFiles);
  const { chosen, setChosen, restored } = useChosenFiles(local);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  // Files added, not sent and not kept: leaving would lose them, so it asks first.
  const holding = Object.values(chosen).some((items) => readyItems(items).some((item) => local.keptOf(item.id as string) === null));
  useLeaveWarning(holding && !submitting, {
    title: t('settlement.leave.title'),
    content: t('settlement.leave.content'),
    leave: t('settlement.leave.leave'),
    stay: t('settlement.leave.stay'),
  });

  const all = useMemo(() => everyStore.data?.records ?? [], [everyStore.data]);
  const counts = useMemo(() => Object.fromEntries(Object.entries(chosen).map(([key, items]) => [key, readyItems(items).length])), [chosen]);
  // The tip shows once Submit was pressed, and goes as soon as the store has a file.
  const missing = useMemo(() => new Set(checked ? storesMissingFiles(all, counts) : []), [checked, all, counts]);

  const submit = async () => {
    const stillMissing = storesMissingFiles(all, counts);
    setChecked(true);
    if (stillMissing.length > 0) {
      notify.error(t('settlement.missing'));
      const first = all.findIndex((store) => storeKey(store) === stillMissing[0]);
      if (first >= 0) setPage(Math.floor(first / STORE_PAGE_SIZE) + 1);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    let allSent = true;
    for (const store of all) {
      const key = storeKey(store);
      const items = readyItems(chosen[key]);
      if (items.length === 0) continue;
      const files = items.map((item) => local.fileOf(item.id as string)).filter((file): file is File => file !== null);
      try {
        await batchUpload({ store, files, requestId: newRequestId() }).unwrap();
        local.forget(items.map((item) => item.id as string));
        setChosen(({ [key]: _sent, ...rest }) => rest);
      } catch {
        allSent = false;
      }
    }
    setSubmitting(false);
    if (allSent) onSubmitted();
    else setFailed(true);
  };

  const filesOf = (store: AuthorizedStore) => (
    <StoreFiles
      store={store}
      items={chosen[storeKey(store)] ?? []}
      missing={missing.has(storeKey(store))}
      disabled={submitting || !restored}
      transport={local.transport}
      onChange={(items) => setChosen((current) => ({ ...current, [storeKey(store)]: items }))}
    />
  );
  if ((stores.isError && !stores.data) || (everyStore.isError && !everyStore.data)) {
    return (
      <LoadError
        title={t('page.loadError')}
        onRetry={() => {
          void stores.refetch();
          void everyStore.refetch();
        }}
      />
    );
  }
  return (
    <div className={styles.section}>
      <Typography.Paragraph className={styles.description}>{t('settlement.description')}</Typography.Paragraph>
      <StoresTable
        label={t('settlement.tableLabel')}
        page={page}
        onPageChange={setPage}
        records={stores.data?.records ?? []}
        total={stores.data?.total ?? 0}
        loading={stores.isLoading}
        disabled={submitting}
        fields={[{ key: 'files', title: t('columns.files'), render: filesOf }]}
      />
      {failed && (
        <Typography.Paragraph type="danger" role="alert" className={styles.note}>
          {t('settlement.partlyFailed')}
        </Typography.Paragraph>
      )}
      <div className={styles.actions}>
        <Button type="primary" loading={submitting} disabled={!everyStore.data || all.length === 0 || !restored} onClick={() => void submit()}>
          {t('settlement.submit')}
        </Button>
      </div>
    </div>
  );
}

interface StoreFilesProps {
  store: AuthorizedStore;
  items: UploadItem[];
  missing: boolean;
  disabled: boolean;
  transport: ReturnType<typeof createLocalFiles>['transport'];
  onChange(items: UploadItem[]): void;
}

/** One store's settlement files: those already sent, and the upload field for more (global marketplace only). */
function StoreFiles({ store, items, missing, disabled, transport, onChange }: StoreFilesProps) {
  const { t } = useTranslation('preApproval');
  const tipId = `settlement-tip-${storeRowKey(store)}`;
  if (!isGlobalMarketplace(store)) return <Typography.Text type="secondary">{t('settlement.notNeeded')}</Typography.Text>;
  const stored = (store.fileList ?? []).map((file) => file.fileName ?? '').filter(Boolean);
  // At most 10 files per store (001 §9), counting those the server already holds.
  const rule = { ...UPLOAD_RULES.settlementFile, maxCount: Math.max(0, UPLOAD_RULES.settlementFile.maxCount - storedFileCount(store)) };
  return (
    <div className={styles.files}>
      {stored.length > 0 && (
        <div>
          <Typography.Text type="secondary">{t('settlement.stored')}</Typography.Text>
          <ul className={styles.storedList}>
            {stored.map((name, index) => (
              <li key={`${name}-${index}`}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <UploadField
        value={items}
        onChange={onChange}
        transport={transport}
        rule={rule}
        disabled={disabled}
        aria-label={t('settlement.uploadLabel', { store: store.storeName ?? '' })}
        aria-describedby={missing ? tipId : undefined}
        status={missing ? 'error' : undefined}
      />
      {missing && (
        <Typography.Text id={tipId} type="danger" className={styles.tip}>
          {t('settlement.proceed')}
        </Typography.Text>
      )}
    </div>
  );
}
