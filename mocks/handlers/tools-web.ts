import { HttpResponse } from 'msw';
import { db } from '../db';
import { fail } from '../lib/envelope';
import { ERROR_CODES, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale, type MockLocale } from '../lib/locale';
import { DOWNLOAD_ERRORS, downloadOwner, isFinished, tasksOf, type DownloadTaskRow } from '../scenarios/downloads';

/** Why a file cannot be served, in the request's language (server text, not portal i18n). */
const FILE_ERRORS = {
  missing: { en: 'The file does not exist.', cn: '文件不存在。' },
  notReady: { en: 'The file is still being prepared. Please try again later.', cn: '文件正在生成中，请稍后再试。' },
  gone: { en: 'The file has expired. Please export it again.', cn: '文件已过期，请重新导出。' },
} as const;

const text = (message: { en: string; cn: string }, locale: MockLocale) => (locale === 'zh-CN' ? message.cn : message.en);

/** One packaging step: every PENDING task counts a poll down and settles when it reaches 0. */
function advancePackaging(tasks: DownloadTaskRow[]): void {
  for (const task of tasks) {
    if (task.status !== 'PENDING' || task.pollsLeft <= 0) continue;
    const pollsLeft = task.pollsLeft - 1;
    const settled = pollsLeft === 0 ? (task.settlesTo ?? 'SUCCESS') : 'PENDING';
    db.downloadTask.update({
      where: { id: { equals: task.id } },
      data: {
        pollsLeft,
        status: settled,
        ...(settled === 'FAILED' ? { errorMsgEn: DOWNLOAD_ERRORS.packFailed.en, errorMsgCn: DOWNLOAD_ERRORS.packFailed.cn } : {}),
      },
    });
  }
}

/** The file's bytes: a small UTF-8 CSV (with BOM, so spreadsheet programs read Chinese) of ledger lines. */
function csvOf(task: DownloadTaskRow, locale: MockLocale): Uint8Array {
  const header = locale === 'zh-CN' ? '序号,日期,交易对手,金额,币种' : 'No.,Date,Counterparty,Amount,Currency';
  const seed = Number(task.id.slice(-3)) || 1;
  const lines = Array.from({ length: 5 }, (_, index) => {
    const amount = ((seed * 7919 + index * 104_729) % 900_000) / 100 + 100;
    return [index + 1, task.createTime.slice(0, 10), `Counterparty ${String.fromCharCode(65 + ((seed + index) % 26))}`, amount.toFixed(2), 'USD'].join(',');
  });
  return new TextEncoder().encode(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 name (non-ASCII names). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** tools-web: packaging progress and the files of the download tasks (001 §2.8, §7 "Shell"). */
export const toolsWebHandlers = [
  // Packaging state of the user's tasks not yet downloaded; each call moves packaging on.
  http.post('/tools-web/mediaTreePakage/list', (info) =>
    handle(info, ({ request, response }) => {
      const { accountId, enterpriseId } = downloadOwner();
      advancePackaging(tasksOf(accountId, enterpriseId));
      const locale = requestLocale(request);
      const packages = tasksOf(accountId, enterpriseId)
        .filter((task) => task.isDownload !== 'YES')
        .map((task) => ({
          id: task.id,
          fileName: task.fileName,
          status: task.status,
          createTime: task.createTime,
          errorMsg: task.status === 'FAILED' ? (locale === 'zh-CN' ? task.errorMsgCn : task.errorMsgEn) : null,
        }));
      return response(200).json(success(request, packages));
    }),
  ),

  // The file of a finished task, or an error envelope (missing, not ready, expired).
  http.get('/tools-web/mediaTreePakage/mediaTreeDownload', (info) =>
    handle(info, ({ request, response }) => {
      const { accountId, enterpriseId } = downloadOwner();
      const locale = requestLocale(request);
      const id = new URL(request.url).searchParams.get('id');
      const task = tasksOf(accountId, enterpriseId).find((candidate) => candidate.id === id);
      const error = !task ? FILE_ERRORS.missing : !isFinished(task) ? FILE_ERRORS.notReady : task.fileGone ? FILE_ERRORS.gone : null;
      if (!task || error) return response.untyped(HttpResponse.json(fail(ERROR_CODES.badRequest, text(error ?? FILE_ERRORS.missing, locale))));
      return response.untyped(
        new HttpResponse(csvOf(task, locale), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(task.fileName) },
        }),
      );
    }),
  ),
];
