import { describe, expect, it } from '@rstest/core';
import { signedFile } from '@tests/support/files';
import { contentMatchesExtension, FILE_HEAD_BYTES, readFileHead } from './fileContent';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (content: string) => new TextEncoder().encode(content);

describe('file signatures (magic bytes) per declared type', () => {
  it.each([
    ['pdf', text('%PDF-1.7\n')],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xdb)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe1)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00)],
    ['bmp', bytes(0x42, 0x4d, 0x36, 0x00)],
    ['xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
    ['xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
  ])('accepts a real %s', (extension, head) => expect(contentMatchesExtension(head, extension)).toBe(true));

  it.each([
    ['pdf', text('%PDF')],
    ['pdf', text('PDF-1.7')],
    ['jpg', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['jpeg', bytes(0xff, 0xd8)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['png', text('png')],
    ['bmp', bytes(0x4d, 0x42)],
    ['xlsx', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['xls', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['pdf', bytes()],
  ])('refuses a %s starting %j', (extension, head) => expect(contentMatchesExtension(head, extension)).toBe(false));

  it('refuses an executable under any declared type (MZ header)', () => {
    const exe = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00);
    for (const extension of ['pdf', 'jpg', 'png', 'bmp', 'xlsx', 'xls', 'csv']) expect(contentMatchesExtension(exe, extension)).toBe(false);
  });
});

describe('csv is text', () => {
  it.each([
    ['UTF-8 with Chinese', text('日期,金额\n2025-01-01,10\n')],
    ['UTF-8 with a BOM', bytes(0xef, 0xbb, 0xbf, ...text('date,amount\n'))],
    ['GBK bytes', bytes(0xc8, 0xd5, 0xc6, 0xda, 0x2c, 0x0a)],
    ['text starting with MZ', text('MZ,10\n')],
  ])('accepts %s', (_case, head) => expect(contentMatchesExtension(head, 'csv')).toBe(true));
  it.each([
    ['a NUL byte in its head', text('date,amount\n\u0000\n')],
    ['a zip archive renamed', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00)],
  ])('refuses %s', (_case, head) => expect(contentMatchesExtension(head, 'csv')).toBe(false));
});

describe('readFileHead', () => {
  it(`reads at most the first ${FILE_HEAD_BYTES} bytes of the file`, async () => {
    const head = await readFileHead(signedFile('big.pdf', FILE_HEAD_BYTES * 3));
    expect(head.length).toBe(FILE_HEAD_BYTES);
    expect(contentMatchesExtension(head, 'pdf')).toBe(true);
  });
  it('reads an empty file as no bytes', async () => {
    expect((await readFileHead(new File([], 'empty.pdf'))).length).toBe(0);
  });
});
