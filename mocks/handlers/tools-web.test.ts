import { describe, expect, it } from '@rstest/core';
import { fileNameFromContentDisposition } from '@/shared/lib/download';
import { CHINESE_FILE_NAME, PENDING_POLLS } from '../scenarios/downloads';
import { get, post, signInAs } from '../testing/client';

interface Package {
  id: string;
  fileName: string;
  status: string;
  errorMsg: string | null;
}

const list = () => post<Package[]>('/tools-web/mediaTreePakage/list');
const statusOf = (packages: Package[], id: string) => packages.find((item) => item.id === id)?.status;

async function asDemoOne(): Promise<void> {
  await signInAs('demo.one');
  await get('/kj-web/sys/setOrgId', { orgId: '20001' });
}

function download(id: string, locale = 'en-US') {
  return fetch(new URL(`/tools-web/mediaTreePakage/mediaTreeDownload?id=${id}`, window.location.origin), {
    headers: { 'accept-language': locale },
  });
}

describe('tools-web: packaging and files', () => {
  it('needs a session and a chosen enterprise', async () => {
    expect((await list()).code).toBe('01100');
    await signInAs('demo.one');
    expect((await list()).code).toBe('30012');
  });

  it('lists the tasks not yet downloaded; PENDING ones settle after their polls', async () => {
    await asDemoOne();
    let packages = (await list()).data;
    expect(packages.every((item) => item.id !== '900107')).toBe(true); // downloaded in the demo data
    expect(statusOf(packages, '900101')).toBe('PENDING');
    for (let poll = 1; poll < PENDING_POLLS; poll += 1) packages = (await list()).data;
    expect(statusOf(packages, '900101')).toBe('SUCCESS');
    expect(statusOf(packages, '900102')).toBe('PENDING');
    packages = (await list()).data;
    expect(statusOf(packages, '900102')).toBe('FAILED');
    expect(packages.find((item) => item.id === '900102')?.errorMsg).toMatch(/Packaging failed/);
  });

  it('serves a finished file as an attachment with its Chinese name (RFC 5987)', async () => {
    await asDemoOne();
    const response = await download('900103', 'zh-CN');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(CHINESE_FILE_NAME);
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('序号,日期,交易对手,金额,币种');
  });

  it.each([
    ['900101', 'The file is still being prepared. Please try again later.'],
    ['900106', 'The file has expired. Please export it again.'],
    ['2000101', 'The file does not exist.'],
  ])('answers task %s with a JSON envelope: %s', async (id, message) => {
    await asDemoOne();
    const response = await download(id);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: '400', msg: message });
  });
});
