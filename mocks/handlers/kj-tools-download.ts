import { db } from '../db';
import { dictJson } from '../lib/dict';
import { isFinished, tasksOf, type DownloadTaskRow } from '../lib/downloads';
import { requestFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale, type MockLocale } from '../lib/locale';
import { readJson } from '../lib/request';
import { requireEnterprise } from '../lib/session';

const DEFAULT_PAGE_SIZE = 10;

/** A task as getCurrentUserDownLoadTasks serves it (001 §3 "Download task"). */
function present(task: DownloadTaskRow, locale: MockLocale) {
  const status = dictJson('DOWNLOAD_STATUS', task.status, locale);
  return {
    id: task.id,
    fileName: task.fileName,
    url: isFinished(task) ? `/tools-web/mediaTreePakage/mediaTreeDownload?id=${task.id}` : null,
    status,
    isDownload: task.isDownload === 'YES' ? ('YES' as const) : ('NO' as const),
    statusKey: task.status,
    statusDisplay: (JSON.parse(status) as { displayName: string }).displayName,
    errorMsgShow: task.status === 'FAILED' ? (locale === 'zh-CN' ? task.errorMsgCn : task.errorMsgEn) : null,
    createTime: task.createTime,
  };
}

const positive = (value: unknown, fallback: number) =>
  value === undefined || value === null ? fallback : Number.isInteger(value) && (value as number) >= 1 ? (value as number) : null;

/** kj-tools: the download-task list of the download popover (001 §2.8, §7 "Shell"). */
export const kjToolsDownloadHandlers = [
  // A page of the user's tasks in the chosen enterprise, newest first.
  http.post('/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks', (info) =>
    handle(info, async ({ request, response }) => {
      const { account, enterpriseId } = requireEnterprise({ chosen: true });
      const body = await readJson<{ current?: unknown; size?: unknown }>(request, {});
      const current = positive(body.current, 1);
      const size = positive(body.size, DEFAULT_PAGE_SIZE);
      if (current === null || size === null) throw requestFailure('pageNotPositive');
      const all = tasksOf(account.id, enterpriseId);
      const records = all.slice((current - 1) * size, current * size).map((task) => present(task, requestLocale(request)));
      return response(200).json(success(request, { records, total: all.length, current, size }));
    }),
  ),

  // isDownload YES on one task, or on every finished task with markAllDownloaded.
  http.post('/kj-tools/kjLedgerDownloadInfo/markDownloaded', (info) =>
    handle(info, async ({ request, response }) => {
      const { account, enterpriseId } = requireEnterprise({ chosen: true });
      const body = await readJson<{ id?: unknown; markAllDownloaded?: unknown }>(request, {});
      const tasks = tasksOf(account.id, enterpriseId);
      let marked: DownloadTaskRow[];
      if (body.markAllDownloaded === true) {
        marked = tasks.filter(isFinished);
      } else if (typeof body.id === 'string' && body.id) {
        const task = tasks.find((candidate) => candidate.id === body.id);
        if (!task) throw requestFailure('downloadTaskUnknown');
        marked = [task];
      } else {
        throw requestFailure('downloadTaskRequired');
      }
      for (const task of marked) db.downloadTask.update({ where: { id: { equals: task.id } }, data: { isDownload: 'YES' } });
      return response(200).json(success(request, null));
    }),
  ),
];
