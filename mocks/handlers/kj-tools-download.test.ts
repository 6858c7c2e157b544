import { describe, expect, it } from '@rstest/core';
import { CHINESE_FILE_NAME } from '../scenarios/downloads';
import { get, post, signInAs } from '../testing/client';
import { expectRefused } from '../testing/refused';

interface Task {
  id: string;
  fileName: string;
  status: string;
  statusKey: string;
  statusDisplay: string;
  isDownload: string;
  errorMsgShow: string | null;
  createTime: string;
}
interface Page {
  records: Task[];
  total: number;
  current: number;
  size: number;
}

const page = (current: number, size = 10, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  post<Page>('/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks', { current, size }, { locale });
const mark = (body: unknown) => post('/kj-tools/kjLedgerDownloadInfo/markDownloaded', body);

async function asDemoOne(): Promise<void> {
  await signInAs('demo.one');
  await get('/kj-web/sys/setOrgId', { orgId: '20001' });
}

describe('kj-tools: download tasks', () => {
  it('needs a session and a chosen enterprise', async () => {
    expect((await page(1)).code).toBe('01100');
    await signInAs('demo.one');
    expect((await page(1)).code).toBe('30012');
  });

  it('pages demo.one’s 23 tasks newest first, 10 at a time', async () => {
    await asDemoOne();
    const first = await page(1);
    expect(first.data).toMatchObject({ total: 23, current: 1, size: 10 });
    expect(first.data.records).toHaveLength(10);
    const times = first.data.records.map((task) => task.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await page(3)).data.records).toHaveLength(3);
    expect((await page(4)).data.records).toHaveLength(0);
    expect((await page(0)).code).toBe('400');
    await expectRefused('POST /kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks');
  });

  it('serves status as dictionary JSON with statusKey and a localised display and failure reason', async () => {
    await asDemoOne();
    const records = (await page(1, 10, 'zh-CN')).data.records;
    const failed = records.find((task) => task.statusKey === 'FAILED')!;
    expect(JSON.parse(failed.status)).toEqual({ dictParam: 'FAILED', displayName: failed.statusDisplay });
    expect(failed.errorMsgShow).toMatch(/导出超时/);
    expect(records.map((task) => task.fileName)).toContain(CHINESE_FILE_NAME);
    expect(new Set(records.map((task) => task.statusKey))).toEqual(new Set(['PENDING', 'FAILED', 'SUCCESS', 'PACKED']));
  });

  it('marks one task, then all finished tasks, downloaded', async () => {
    await asDemoOne();
    expect((await mark({ id: '900103' })).code).toBe('200');
    let records = (await page(1, 30)).data.records;
    expect(records.find((task) => task.id === '900103')?.isDownload).toBe('YES');
    expect(records.find((task) => task.id === '900105')?.isDownload).toBe('NO');

    expect((await mark({ markAllDownloaded: true })).code).toBe('200');
    records = (await page(1, 30)).data.records;
    for (const task of records) {
      expect(task.isDownload).toBe(['SUCCESS', 'PACKED'].includes(task.statusKey) ? 'YES' : 'NO');
    }
  });

  it('refuses a mark without id or for someone else’s task', async () => {
    await asDemoOne();
    expect((await mark({})).code).toBe('400');
    expect((await mark({ id: '2000101' })).code).toBe('400');
  });
});
