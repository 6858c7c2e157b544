import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useDownloadTaskFileMutation,
  useGetDownloadTasksInfiniteQuery,
  useListMediaTreePackagesQuery,
  useMarkDownloadedMutation,
  type DownloadTask,
} from '../../api/downloadTaskApi';
import { DOWNLOAD_TABLE_HEIGHT } from '../../config/downloads';
import { packagingChanged, packagingSignature, rowsOfPages, shouldLoadMore } from '../../lib/downloads/paging';
import { refreshIntervalMs } from '../../lib/downloads/refresh';
import { isDownloadable, taskStatus } from '../../lib/downloads/status';
import { TaskStatus } from './TaskStatus';
import styles from './DownloadPanel.module.css';

export interface DownloadPanelHeaderProps {
  /** Finished files not downloaded yet (the badge number): "Mark all" needs at least one. */
  readyCount: number;
}

/**
 * The popover's header: one row, the title at the start and "Mark all as downloaded" at the
 * end. The title gives way (it wraps) and the button never shrinks, and when both do not fit
 * on one line the button moves under the title, still at the end: it stays inside the
 * popover in every language and width.
 */
export function DownloadPanelHeader({ readyCount }: DownloadPanelHeaderProps) {
  const { t } = useTranslation('download');
  const [markDownloaded, marking] = useMarkDownloadedMutation();
  return (
    <div className={styles.header} data-testid="download-panel-header">
      <span className={styles.title}>{t('title')}</span>
      <Button
        size="small"
        className={styles.markAll}
        disabled={readyCount === 0}
        loading={marking.isLoading}
        onClick={() => void markDownloaded({ markAllDownloaded: true })}
      >
        {t('markAll')}
      </Button>
    </div>
  );
}

/** The popover's body: the task table with infinite scroll (001 §2.8). */
export function DownloadPanel() {
  const { t } = useTranslation('download');
  // Fresh on opening; a second subscription to the same entry carries the polling, whose
  // interval depends on the first one's outcome (a failed poll stops it).
  const packages = useListMediaTreePackagesQuery(undefined, { refetchOnMountOrArgChange: true });
  useListMediaTreePackagesQuery(undefined, { pollingInterval: refreshIntervalMs(packages.isError), skipPollingIfUnfocused: true });
  const tasks = useGetDownloadTasksInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [download] = useDownloadTaskFileMutation();
  const [markDownloaded] = useMarkDownloadedMutation();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  // On a phone the created time moves under the file name, so the table needs no sideways scroll.
  const narrow = !Grid.useBreakpoint().sm;

  // A task changed its packaging state: reload the pages shown (PENDING turns SUCCESS or FAILED).
  const signature = packagingSignature(packages.data);
  const previous = useRef<string | null>(null);
  const { refetch } = tasks;
  useEffect(() => {
    if (packagingChanged(previous.current, signature)) void refetch();
    previous.current = signature;
  }, [signature, refetch]);

  // Infinite scroll: on scrolling, and again when a fetch ends (the user may have reached the
  // bottom while a page or a refresh was loading, and no further scroll event would come).
  const tableArea = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = tasks;
  const loadMoreIfNeeded = useCallback(() => {
    const body = tableArea.current?.querySelector<HTMLElement>('.ant-table-body');
    if (body && shouldLoadMore(body, { hasNextPage, fetching: isFetching, failed: isFetchNextPageError })) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  useEffect(() => {
    if (!isFetching) loadMoreIfNeeded();
  }, [isFetching, loadMoreIfNeeded]);

  const rows = rowsOfPages(tasks.data?.pages);
  const total = tasks.data?.pages[0]?.total ?? rows.length;

  async function onDownload(task: DownloadTask) {
    if (!task.id) return;
    setDownloadingId(task.id);
    try {
      await download(task.id).unwrap();
      await markDownloaded({ id: task.id }).unwrap();
    } catch {
      // The base query has shown the server's message (a JSON answer instead of the file).
    } finally {
      setDownloadingId(null);
    }
  }

  const columns: TableColumnsType<DownloadTask> = [
    { title: t('columns.index'), key: 'index', width: narrow ? 44 : 64, render: (_value, _task, index) => index + 1 },
    {
      title: t('columns.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      render: (_value, task) => (
        <span className={styles.fileName}>
          {task.fileName}
          {task.isDownload === 'YES' && (
            <Tag color="default" className={styles.downloaded}>
              {t('downloaded')}
            </Tag>
          )}
          {narrow && <span className={styles.meta}>{task.createTime}</span>}
        </span>
      ),
    },
    {
      title: t('columns.status'),
      key: 'status',
      width: narrow ? 100 : 132,
      render: (_value, task) => <TaskStatus status={taskStatus(task)} fileName={task.fileName ?? ''} errorMessage={task.errorMsgShow} />,
    },
    ...(narrow ? [] : [{ title: t('columns.createTime'), dataIndex: 'createTime', key: 'createTime', width: 172 }]),
    {
      title: t('columns.action'),
      key: 'action',
      width: narrow ? 90 : 112,
      render: (_value, task) => (
        <Button
          size="small"
          type="link"
          disabled={!isDownloadable(taskStatus(task)) || (downloadingId !== null && downloadingId !== task.id)}
          loading={downloadingId === task.id}
          aria-label={t('downloadFile', { fileName: task.fileName ?? '' })}
          onClick={() => void onDownload(task)}
        >
          {t('download')}
        </Button>
      ),
    },
  ];

  const firstLoadFailed = tasks.isError && rows.length === 0;
  return (
    <div className={styles.panel}>
      <div ref={tableArea}>
        <Table<DownloadTask>
          size="small"
          rowKey={(task) => task.id ?? `${task.fileName}-${task.createTime}`}
          columns={columns}
          dataSource={rows}
          pagination={false}
          loading={tasks.isLoading}
          scroll={{ y: DOWNLOAD_TABLE_HEIGHT }}
          locale={{ emptyText: firstLoadFailed ? t('loadFailed') : t('empty') }}
          onScroll={loadMoreIfNeeded}
        />
      </div>
      <div className={styles.footer} aria-live="polite">
        {tasks.isFetchingNextPage && <span className={styles.note}>{t('loadingMore')}</span>}
        {tasks.isFetchNextPageError && <span className={styles.error}>{t('loadFailed')}</span>}
        {!tasks.hasNextPage && !tasks.isFetching && rows.length > 0 && <span className={styles.note}>{t('allLoaded', { total })}</span>}
      </div>
    </div>
  );
}
