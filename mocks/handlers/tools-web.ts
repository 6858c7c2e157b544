import { HttpResponse } from 'msw';
import { db } from '../db';
import { isFinished, tasksOf, type DownloadTaskRow } from '../lib/downloads';
import { requestFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale, type MockLocale } from '../lib/locale';
import { requireEnterprise } from '../lib/session';
import { message } from '../messages';

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
        // The reason is kept in both languages, like the seeded failures; the list serves the request's.
        ...(settled === 'FAILED' ? { errorMsgEn: message('en-US', 'packagingFailed'), errorMsgCn: message('zh-CN', 'packagingFailed') } : {}),
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
      const { account, enterpriseId } = requireEnterprise({ chosen: true });
      advancePackaging(tasksOf(account.id, enterpriseId));
      const locale = requestLocale(request);
      const packages = tasksOf(account.id, enterpriseId)
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
      const { account, enterpriseId } = requireEnterprise({ chosen: true });
      const locale = requestLocale(request);
      const id = new URL(request.url).searchParams.get('id');
      const task = tasksOf(account.id, enterpriseId).find((candidate) => candidate.id === id);
      if (!task) throw requestFailure('fileMissing');
      if (!isFinished(task)) throw requestFailure('fileNotReady');
      if (task.fileGone) throw requestFailure('fileGone');
      return response.untyped(
        new HttpResponse(csvOf(task, locale), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(task.fileName) },
        }),
      );
    }),
  ),
];
