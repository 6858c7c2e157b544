import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { SIGNED_CONTRACT_AREA } from '../db/models/media';
import { forgetBytes, fromBase64, PERSIST_FILE_LIMIT } from '../lib/mediaBytes';
import { storeUpload } from '../lib/mediaFiles';
import { post, signInAs, type Envelope } from '../testing/client';
import { expectRefused } from '../testing/refused';
import { signedFile } from '@tests/support/files';
import { polyglotPdf } from '@tests/support/uploadSamples';
import { uploadedFileCount } from '@tests/support/media';

const MB = 1024 * 1024;
const area = (catgId: string, busiKey = 'M-100') => ({ modelCode: catgId.startsWith('CCONTACT') ? 'MKJ02CONTACT' : 'MKJ01ENT', catgId, busiKey, sysCode: 'KJ_SYSTEM' });
type Stored = { id: string; fileName: string; path: string };

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% a demo file\n%%EOF\n');

async function send<T = Stored>(path: string, query: Record<string, string>, file: File | null, locale: 'en-US' | 'zh-CN' = 'en-US'): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const body = new FormData();
  if (file) body.append('file', file, file.name);
  const response = await fetch(url, { method: 'POST', headers: { 'accept-language': locale }, body });
  return (await response.json()) as Envelope<T>;
}

const upload = (catgId: string, file: File, locale?: 'en-US' | 'zh-CN', busiKey?: string) =>
  send('/kj-media/media/opera/do/uploadMediaFile', area(catgId, busiKey), file, locale);
const pdf = (name = 'licence.pdf', bytes: BlobPart = PDF_BYTES) => new File([bytes], name, { type: 'application/pdf' });
const show = (query: Record<string, string>) => post<Stored[]>('/kj-media/media/opera/showFileByCatgIdBusiKey', undefined, { query });

async function download(fileId: string) {
  return fetch(`${window.location.origin}/kj-media/media/opera/downloadFileById?fileId=${fileId}`, { headers: { 'accept-language': 'en-US' } });
}

describe('kj-media uploads (000 §5, 001 §5, §9)', () => {
  it('needs a session', async () => {
    expect((await upload('CENT011', pdf())).code).toBe('01100');
  });

  it.each([
    ['scan.gif', 'en-US', 'The file type must be one of pdf, jpg, jpeg, png, bmp'],
    ['scan.docx', 'zh-CN', '文件类型必须为 pdf, jpg, jpeg, png, bmp 之一'],
    ['scan.pdf.exe', 'en-US', 'The file type must be one of pdf, jpg, jpeg, png, bmp'],
  ] as const)('refuses %s with the type message (%s)', async (name, locale, text) => {
    await signInAs('demo.one');
    const result = await upload('CENT011', new File(['x'], name), locale);
    expect(result).toMatchObject({ code: '30013', msg: text });
    expect(uploadedFileCount()).toBe(0);
  });

  it('refuses a file over 10 MB with the size message', async () => {
    await signInAs('demo.one');
    const result = await upload('CENT011', pdf('big.pdf', new Uint8Array(10 * MB + 1)));
    expect(result).toMatchObject({ code: '30013', msg: 'file size can not exceed 10M, please upload again' });
    expect(uploadedFileCount()).toBe(0);
  });

  it.each([
    ['CENT005', 1],
    ['CENT002', 1],
    ['CCONTACT001', 1],
    ['CCONTACT002', 1],
    ['CENT011', 5],
    ['CCONTACT003', 5],
    ['CENT010', 10],
  ] as const)('area %s takes %i file(s), then refuses', async (catgId, limit) => {
    await signInAs('demo.one');
    for (let index = 0; index < limit; index += 1) expect((await upload(catgId, pdf(`f${index}.pdf`))).code).toBe('200');
    const refused = await upload(catgId, pdf('one_more.pdf'));
    expect(refused.code).toBe('30013');
    expect(refused.msg).toBe(`You can upload at most ${limit} file${limit === 1 ? '' : 's'} here.`);
    // Another business key is another area.
    expect((await upload(catgId, pdf('other_key.pdf'), 'en-US', 'M-200')).code).toBe('200');
  });

  it.each([
    ['a page renamed .pdf', 'en-US', new File(['<html></html>'], 'scan.pdf'), 'The content of the file does not match its type.'],
    ['an executable renamed .png', 'zh-CN', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'setup.png'), '文件内容与其类型不符。'],
    ['a name with a hyphen', 'en-US', signedFile('signed-contract.pdf'), 'The file name may contain only letters, digits, underscores or Chinese characters, at most 190 characters with its extension.'],
    ['a name of markup', 'en-US', signedFile('<img src=x onerror=alert(1)>.png'), 'The file name may contain only letters, digits, underscores or Chinese characters, at most 190 characters with its extension.'],
    ['a 300-character name', 'zh-CN', signedFile(`${'x'.repeat(296)}.pdf`), '文件名只能包含字母、数字、下划线或汉字，连同扩展名不超过190个字符。'],
  ] as const)('refuses %s (%s), storing nothing', async (_case, locale, file, text) => {
    await signInAs('demo.one');
    expect(await upload('CENT011', file, locale)).toMatchObject({ code: '30013', msg: text });
    expect(uploadedFileCount()).toBe(0);
  });

  it('refuses an empty file as empty, not as "choose a file"', async () => {
    // Through storeUpload itself: happy-dom's multipart reader drops an empty file part (a
    // browser's and Node's keep it; the Pact verification sends one over HTTP).
    await expect(storeUpload(new File([], 'empty.pdf'), area('CENT011'))).rejects.toMatchObject({ code: '30013', key: 'uploadFileEmpty' });
    expect(uploadedFileCount()).toBe(0);
  });

  it('refuses a request without a file', async () => {
    await signInAs('demo.one');
    const result = await send('/kj-media/media/opera/do/uploadMediaFile', area('CENT011'), null);
    expect(result.code).toBe('30013');
    // The request breaks the document (file is required): a strict server refuses it too.
    await expectRefused('POST /kj-media/media/opera/do/uploadMediaFile');
  });

  it('OCR reads a business licence address and credit code, and an ID number and name', async () => {
    await signInAs('demo.one');
    const licence = await send<{ mediaFile: Stored; ocrResult: { data: Record<string, string | null> } }>(
      '/kj-media/media/opera/do/uploadMediaFileWithOcr',
      area('CENT005'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'licence.jpg'),
    );
    expect(licence.code).toBe('200');
    expect(licence.data.mediaFile.fileName).toBe('licence.jpg');
    expect(licence.data.ocrResult.data.address).toMatch(/上海市/);
    expect(licence.data.ocrResult.data.creditCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
    const front = await send<{ ocrResult: { data: Record<string, string | null> } }>(
      '/kj-media/media/opera/do/uploadMediaFileWithOcr',
      area('CCONTACT001'),
      signedFile('front.png'),
    );
    expect(front.data.ocrResult.data).toMatchObject({ idNo: expect.stringMatching(/^\d{17}[\dX]$/), name: '张伟' });
  });
});

describe('kj-media stored files: show, delete, download', () => {
  it('keeps a polyglot (%PDF then HTML) as the PDF it declares, and serves it back as application/pdf, never as a page', async () => {
    await signInAs('demo.one');
    const stored = await upload('CENT011', new File([polyglotPdf()], 'scan.pdf'));
    expect(stored.code).toBe('200');
    const response = await download(stored.data.id);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(polyglotPdf());
  });

  it('lists an area, serves the bytes back with their type and name, and deletes', async () => {
    await signInAs('demo.one');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const stored = (await upload('CENT011', new File([bytes], '营业执照副本.png'))).data;
    await upload('CENT011', pdf('second.pdf'));
    await upload('CENT001', pdf('elsewhere.pdf'));
    const listed = await show({ busiKey: 'M-100', catgId: 'CENT011', modelCode: 'MKJ01ENT', sysCode: 'KJ_SYSTEM' });
    expect(listed.data.map((file) => file.fileName)).toEqual(['营业执照副本.png', 'second.pdf']);
    expect((await show({ busiKey: 'M-100' })).data).toHaveLength(3);

    const response = await download(stored.id);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('营业执照副本.png'));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    expect((await post('/kj-media/media/opera/do/deleteFileByFileId', undefined, { query: { fileId: stored.id } })).code).toBe('200');
    expect((await show({ busiKey: 'M-100', catgId: 'CENT011' })).data.map((file) => file.fileName)).toEqual(['second.pdf']);
    expect((await post('/kj-media/media/opera/do/deleteFileByFileId', undefined, { query: { fileId: stored.id } })).code).toBe('400');
    const gone = await download(stored.id);
    expect(((await gone.json()) as Envelope).msg).toBe('The file does not exist.');
    expect((await post('/kj-media/media/opera/do/deleteFileByCatgId', undefined, { query: area('CENT011') })).code).toBe('200');
    expect((await show({ busiKey: 'M-100' })).data.map((file) => file.fileName)).toEqual(['elsewhere.pdf']);
  });

  it('renames a stored file to a name that meets 000 §5 (the assumed renameFile), refusing another with 30013 in the reader\'s language', async () => {
    const rename = (fileId: string, fileRename: string, locale?: 'zh-CN') =>
      post<Stored & { fileRename: string | null }>('/kj-media/media/opera/do/renameFile', undefined, {
        query: { fileId, fileRename },
        ...(locale ? { locale } : {}),
      });
    expect((await rename('1', 'a.pdf')).code).toBe('01100');
    await signInAs('demo.one');
    const stored = (await upload('CENT011', pdf('scan.pdf'))).data;
    expect(await rename(stored.id, 'scan 2024-01.pdf')).toMatchObject({
      code: '30013',
      msg: 'The file name may contain only letters, digits, underscores or Chinese characters, at most 190 characters with its extension.',
    });
    expect((await rename(stored.id, 'scan 2024-01.pdf', 'zh-CN')).msg).toBe('文件名只能包含字母、数字、下划线或汉字，连同扩展名不超过190个字符。');
    // The extension stays that of the file (a name over 190 characters the OpenAPI document itself refuses).
    expect((await rename(stored.id, '营业执照_2024.png')).code).toBe('30013');
    expect((await rename('no-such-file', '营业执照_2024.pdf')).code).toBe('400');
    expect((await show({ busiKey: 'M-100' })).data.map((file) => [file.fileName, (file as { fileRename?: string | null }).fileRename])).toEqual([['scan.pdf', null]]);

    const renamed = await rename(stored.id, '营业执照_2024.pdf');
    expect(renamed).toMatchObject({ code: '200', data: { id: stored.id, fileName: 'scan.pdf', fileRename: '营业执照_2024.pdf' } });
    expect((await show({ busiKey: 'M-100' })).data.map((file) => [file.fileName, (file as { fileRename?: string | null }).fileRename])).toEqual([
      ['scan.pdf', '营业执照_2024.pdf'],
    ]);
  });

  it('keeps a small file for a reload; a large one falls back to a demo file of its type', async () => {
    await signInAs('demo.one');
    const small = (await upload('CENT011', pdf('small.pdf'))).data;
    const large = (await upload('CENT001', signedFile('large.pdf', PERSIST_FILE_LIMIT + 1))).data;
    const rows = Object.fromEntries(db.mediaFile.getAll().map((row) => [row.id, row]));
    expect(fromBase64(rows[small.id]!.bytes!)).toEqual(PDF_BYTES);
    expect(rows[large.id]!.bytes).toBeNull();
    // What a reload brings back: the rows without the in-memory bytes.
    forgetBytes(small.id);
    forgetBytes(large.id);
    expect(new Uint8Array(await (await download(small.id)).arrayBuffer())).toEqual(PDF_BYTES);
    const placeholder = await download(large.id);
    expect(placeholder.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await placeholder.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('large.pdf');
  });
});

describe('step 6: the contract, the signed copy and the submission (001 §2.1, §4, §7)', () => {
  const cards = async () =>
    (await (await fetch(`${window.location.origin}/kj-kyc/productEnterprise/listProductInfo?enterpriseId=20001`, { headers: { 'accept-language': 'en-US' } })).json()) as Envelope<
      Record<string, string>[]
    >;
  const statusOf = (value: string) => (JSON.parse(value) as { dictParam: string }).dictParam;

  it('gives one contract per enterprise, its path, and a real PDF naming the company', async () => {
    await signInAs('demo.one');
    const first = await post<string>('/kj-contract/contractInfo/getAuthContract', { enterpriseId: '20001' });
    expect(first.code).toBe('200');
    expect((await post<string>('/kj-contract/contractInfo/getAuthContract', { enterpriseId: '20001' })).data).toBe(first.data);
    expect((await post('/kj-contract/contractInfo/getAuthContract', { enterpriseId: '20011' })).code).toBe('30011');
    // Not generated yet.
    const early = await fetch(`${window.location.origin}/kj-contract/contractInfo/downloadContractFile?id=${first.data}`, { method: 'POST' });
    expect(((await early.json()) as Envelope).code).toBe('400');
    const path = await post<string>('/kj-contract/contractInfo/createContractFile', undefined, { query: { id: first.data } });
    expect(path.data).toMatch(/\.pdf$/);
    const file = await fetch(`${window.location.origin}/kj-contract/contractInfo/downloadContractFile?id=${first.data}`, { method: 'POST' });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    const text = new TextDecoder('latin1').decode(await file.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('One Trade Co., Ltd.');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('refuses to submit without a signed copy, then moves the enterprise to SUBMIT and its products under review', async () => {
    await signInAs('demo.one');
    const claim = (locale: 'en-US' | 'zh-CN' = 'en-US') => post('/kj-wkfl/wkfl/claimAndCompleteTaskByBusId', undefined, { query: { busId: '20001' }, locale });
    expect(await claim()).toMatchObject({ code: '30013', msg: 'Please upload the signed contract before submitting.' });
    expect((await claim('zh-CN')).msg).toBe('请先上传签署后的合同再提交。');
    expect((await post('/kj-wkfl/wkfl/claimAndCompleteTaskByBusId', undefined, { query: { busId: '20011' } })).code).toBe('30011');

    const signed = await send('/kj-kyc/enterprise/uploadFile', { enterpriseId: '20001' }, pdf('signed.pdf'));
    expect(signed.code).toBe('200');
    expect(db.mediaFile.findFirst({ where: { id: { equals: signed.data.id } } })).toMatchObject({ ...SIGNED_CONTRACT_AREA, busiKey: '20001' });
    expect((await show({ busiKey: '20001' })).data.map((row) => row.fileName)).toEqual(['signed.pdf']);
    // Deleted again: no submit.
    await post('/kj-media/media/opera/do/deleteFileByFileId', undefined, { query: { fileId: signed.data.id } });
    expect((await claim()).code).toBe('30013');

    await send('/kj-kyc/enterprise/uploadFile', { enterpriseId: '20001' }, pdf('signed_again.pdf'));
    expect((await claim()).code).toBe('200');
    expect(db.enterprise.findFirst({ where: { id: { equals: '20001' } } })?.status).toBe('SUBMIT');
    const after = await cards();
    expect(after.data.map((entry) => [statusOf(entry.productStatus!), statusOf(entry.enterpriseStatus!)])).toEqual([
      ['UNDER_REVIEW', 'SUBMIT'],
      ['UNDER_REVIEW', 'SUBMIT'],
      ['ACTIVATED', 'SUBMIT'],
      ['UNDER_REVIEW', 'SUBMIT'],
    ]);
    expect((await claim()).code).toBe('30013');
  });
});
