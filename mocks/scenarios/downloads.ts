import { db } from '../db';
import { message } from '../messages';
import { demoAccountId } from './accounts';

type TaskStatus = 'PENDING' | 'FAILED' | 'SUCCESS' | 'PACKED';

export interface DemoDownloadTask {
  id: string;
  fileName: string;
  status: TaskStatus;
  isDownload?: 'YES' | 'NO';
  createTime: string;
  error?: { en: string; cn: string };
  /** PENDING: polls until it settles, and what it settles to. */
  pollsLeft?: number;
  settlesTo?: 'SUCCESS' | 'FAILED';
  fileGone?: boolean;
}

/**
 * Packaging polls a seeded PENDING task takes to finish. The header's badge call and the
 * popover's first call are two, so the first task finishes at the first 3 s refresh after
 * opening, the second (to FAILED) at the next.
 */
export const PENDING_POLLS = 3;

export const DOWNLOAD_ERRORS = {
  timeout: { en: 'Export timed out: more than 50,000 rows. Narrow the date range and try again.', cn: '导出超时：数据超过 50000 行，请缩小日期范围后重试。' },
  noData: { en: 'No data matches the export conditions.', cn: '没有符合导出条件的数据。' },
  // The reason tools-web gives a packaging that fails while the user waits (mocks/messages).
  packFailed: { en: message('en-US', 'packagingFailed'), cn: message('zh-CN', 'packagingFailed') },
} as const;

/** The Chinese-named file of demo.one (the RFC 5987 file-name case). */
export const CHINESE_FILE_NAME = '台账明细_2026年10月.csv';

const pad = (value: number) => String(value).padStart(2, '0');
/** Newest first: task `index` 0 was created on 2026-11-22 18:00, each next one 5 hours earlier. */
function createTimeOf(index: number): string {
  const time = new Date(Date.UTC(2026, 10, 22, 18, 0, 0) - index * 5 * 3600_000);
  return `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:00`;
}

const LEDGERS = ['Receivables ledger', 'Payables ledger', 'Settlement statement', 'Invoice list', 'FX conversion log', 'Order attachments'];

/**
 * demo.one in One Trade (20001): 23 tasks, so the 10-row pages scroll twice, with every
 * status: two PENDING ones that finish while the popover is open (one to SUCCESS, one to
 * FAILED), three FAILED ones with a reason, PACKED ones, downloaded ones, a Chinese name,
 * and one finished task whose file is gone (its download shows the server message).
 */
function demoOneTasks(): DemoDownloadTask[] {
  const tasks: DemoDownloadTask[] = [
    { id: '900101', fileName: 'Receivables ledger 2026-11.csv', status: 'PENDING', pollsLeft: PENDING_POLLS, settlesTo: 'SUCCESS', createTime: '' },
    { id: '900102', fileName: 'Order attachments 2026-11.csv', status: 'PENDING', pollsLeft: PENDING_POLLS + 1, settlesTo: 'FAILED', createTime: '' },
    { id: '900103', fileName: CHINESE_FILE_NAME, status: 'SUCCESS', createTime: '' },
    { id: '900104', fileName: 'Settlement statement 2026-10.csv', status: 'FAILED', error: DOWNLOAD_ERRORS.timeout, createTime: '' },
    { id: '900105', fileName: 'Invoice list 2026-10.csv', status: 'PACKED', createTime: '' },
    { id: '900106', fileName: 'Payables ledger 2026-10.csv', status: 'SUCCESS', fileGone: true, createTime: '' },
  ];
  // Older history: mostly finished, some downloaded, a failure now and then.
  for (let index = tasks.length; index < 23; index += 1) {
    const ledger = LEDGERS[index % LEDGERS.length]!;
    const month = pad(12 - Math.floor(index / 3));
    const failed = index === 11 || index === 17;
    tasks.push({
      id: String(900101 + index),
      fileName: `${ledger} 2025-${month}.csv`,
      status: failed ? 'FAILED' : index % 4 === 0 ? 'PACKED' : 'SUCCESS',
      error: failed ? (index === 11 ? DOWNLOAD_ERRORS.noData : DOWNLOAD_ERRORS.packFailed) : undefined,
      isDownload: !failed && index % 3 === 0 ? 'YES' : 'NO',
      createTime: '',
    });
  }
  return tasks.map((task, index) => ({ ...task, createTime: createTimeOf(index) }));
}

/** A few tasks for the other demo enterprises, so every shell shows a plausible list. */
function smallHistory(prefix: string): DemoDownloadTask[] {
  return [
    { id: `${prefix}01`, fileName: 'Settlement statement 2026-10.csv', status: 'SUCCESS', createTime: createTimeOf(1) },
    { id: `${prefix}02`, fileName: '交易流水_2026年9月.csv', status: 'PACKED', isDownload: 'YES', createTime: createTimeOf(4) },
    { id: `${prefix}03`, fileName: 'Invoice list 2026-09.csv', status: 'FAILED', error: DOWNLOAD_ERRORS.noData, createTime: createTimeOf(7) },
  ];
}

export function createDownloadTask(accountId: string, enterpriseId: string, task: DemoDownloadTask): void {
  db.downloadTask.create({
    id: task.id,
    accountId,
    enterpriseId,
    fileName: task.fileName,
    status: task.status,
    isDownload: task.isDownload ?? 'NO',
    createTime: task.createTime,
    errorMsgEn: task.error?.en ?? null,
    errorMsgCn: task.error?.cn ?? null,
    pollsLeft: task.pollsLeft ?? 0,
    settlesTo: task.settlesTo ?? null,
    fileGone: task.fileGone ?? false,
  });
}

/** Demo data of the downloads area (001 §2.8), per demo account and enterprise. */
export function seedDownloads(): void {
  for (const task of demoOneTasks()) createDownloadTask(demoAccountId('demo.one'), '20001', task);
  const others: Array<[string, string]> = [
    ['demo.many', '20011'], ['demo.many', '20014'], ['demo.many', '20018'],
    ['demo.fund', '20007'], ['demo.efin', '20008'], ['demo.digipo', '20009'], ['demo.agreement', '20010'],
  ];
  for (const [loginName, enterpriseId] of others) {
    for (const task of smallHistory(`${enterpriseId}`)) createDownloadTask(demoAccountId(loginName), enterpriseId, task);
  }
}
