import { describe, expect, it } from '@rstest/core';
import { demoAccountId } from '../scenarios';
import { addMarkupMessage, MARKUP_TITLE } from '../testing/hostileNotification';
import { get, post, signInAs } from '../testing/client';
import { expectRefused } from '../testing/refused';

interface Item {
  id: string;
  title: string;
  readStatus: string;
  handleStatus: string | null;
  msgType: number;
  priority: number;
}
interface Page {
  records: Item[];
  pages: number;
  total: number;
}
interface Counts {
  notificationCount: { totalCount: number; unReadCount: number; unHandleCount: number };
}

const list = (current: number, msgType: 1 | 2, title?: string) =>
  post<Page>('/kj-sys/notification/queryNotificationList', { current, size: 10, queryCondition: { msgType, ...(title ? { title } : {}) } });
const counts = async () => (await post<Counts>('/kj-sys/notification/getNotificationcount')).data.notificationCount;
const mark = (updType: 1 | 2 | 3, id: string | null) => post('/kj-sys/notification/updateHandleStatus', { id, updType });
const pushes = (enterpriseId: string, userId: string) => post<Item[]>('/kj-sys/notification/getPushlistUndeal', { enterpriseId, userId });

async function enter(loginName: string, enterpriseId: string) {
  await signInAs(loginName);
  expect((await get('/kj-web/sys/setOrgId', { orgId: enterpriseId })).code).toBe('200');
}

describe('kj-sys notifications: access', () => {
  it('needs a session (01100) and a chosen enterprise (30012)', async () => {
    expect((await list(1, 1)).code).toBe('01100');
    await signInAs('demo.one');
    expect((await list(1, 1)).code).toBe('30012');
    expect((await post('/kj-sys/notification/getNotificationcount')).code).toBe('30012');
  });

  it('answers pushes only for the user’s own id and enterprise (30011)', async () => {
    await enter('demo.one', '20001');
    expect((await pushes('20011', '10001')).code).toBe('30011');
    expect((await pushes('20001', '10002')).code).toBe('30011');
    expect((await pushes('20001', '10001')).code).toBe('200');
  });
});

describe('kj-sys notifications: demo.one in 20001', () => {
  it('pages 25 messages and 12 to-dos by 10, newest first', async () => {
    await enter('demo.one', '20001');
    const first = await list(1, 1);
    expect(first.data).toMatchObject({ total: 25, pages: 3 });
    expect(first.data.records).toHaveLength(10);
    expect(first.data.records.every((item) => item.msgType === 1)).toBe(true);
    expect((await list(3, 1)).data.records).toHaveLength(5);
    expect((await list(2, 2)).data).toMatchObject({ total: 12, pages: 2 });
    expect((await list(2, 2)).data.records).toHaveLength(2);
  });

  it('filters by a part of the title and keeps markup as plain text', async () => {
    await enter('demo.one', '20001');
    addMarkupMessage(demoAccountId('demo.one'), '20001');
    const found = await list(1, 1, 'onerror');
    expect(found.data.records.map((item) => item.title)).toEqual([MARKUP_TITLE]);
  });

  it('counts unread messages and open to-dos; marking one read or done lowers them', async () => {
    await enter('demo.one', '20001');
    expect(await counts()).toEqual({ totalCount: 37, unReadCount: 8, unHandleCount: 9 });
    const unread = (await list(1, 1)).data.records.find((item) => item.readStatus === 'UNREAD')!;
    expect((await mark(1, unread.id)).code).toBe('200');
    const open = (await list(1, 2)).data.records.find((item) => item.handleStatus === 'TO_DO')!;
    expect((await mark(3, open.id)).code).toBe('200');
    expect(await counts()).toEqual({ totalCount: 37, unReadCount: 7, unHandleCount: 8 });
    expect((await list(1, 2)).data.records.find((item) => item.id === open.id)?.handleStatus).toBe('DONE');
  });

  it('marks everything read with updType 2 and a null id', async () => {
    await enter('demo.one', '20001');
    expect((await mark(2, null)).code).toBe('200');
    expect((await counts()).unReadCount).toBe(0);
    expect((await counts()).unHandleCount).toBe(9);
  });

  it('refuses an unknown id, another enterprise’s item, done on a message and an unknown updType (400)', async () => {
    await enter('demo.one', '20001');
    const message = (await list(1, 1)).data.records[0]!;
    expect((await mark(1, 'nope')).code).toBe('400');
    expect((await mark(3, message.id)).code).toBe('400');
    expect((await post('/kj-sys/notification/updateHandleStatus', { id: message.id, updType: 4 })).code).toBe('400');
    await expectRefused('POST /kj-sys/notification/updateHandleStatus');
    await enter('demo.many', '20011');
    expect((await mark(1, message.id)).code).toBe('400');
  });

  it('pushes unread messages and open to-dos, priority 1 first', async () => {
    await enter('demo.one', '20001');
    const { data } = await pushes('20001', '10001');
    expect(data).toHaveLength(8 + 9);
    expect(data.slice(0, 3).map((item) => item.priority)).toEqual([1, 1, 1]);
    expect(data[3]!.priority).toBe(2);
  });
});

describe('kj-sys notifications: other enterprises', () => {
  it('gives demo.many’s Theta Default (20018) none and Alpha (20011) a few', async () => {
    await enter('demo.many', '20018');
    expect(await counts()).toEqual({ totalCount: 0, unReadCount: 0, unHandleCount: 0 });
    expect((await list(1, 1)).data).toMatchObject({ records: [], total: 0, pages: 0 });
    await enter('demo.many', '20011');
    expect(await counts()).toEqual({ totalCount: 6, unReadCount: 2, unHandleCount: 1 });
  });
});

describe('kj-sys notifications: the company KYC demo enterprises', () => {
  it('a returned application (demo.kyc.back, 20024) has nothing to tell and pushes no toast over the wizard', async () => {
    await enter('demo.kyc.back', '20024');
    expect(await counts()).toEqual({ totalCount: 0, unReadCount: 0, unHandleCount: 0 });
    expect((await pushes('20024', '10024')).data).toEqual([]);
  });
});
