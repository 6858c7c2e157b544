import { describe, expect, it } from '@rstest/core';
import { signedFile } from '@tests/support/files';
import { CONTENT_SAMPLES, GBK_CSV_TEXT, gbkCsv, pdfDocument } from '@tests/support/uploadSamples';
import { contentMatchesExtension } from './fileContent';
import { fileExtension } from './upload';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (content: string) => new TextEncoder().encode(content);

describe('file signatures (magic bytes) per declared type', () => {
  it.each([
    ['pdf', text('%PDF-1.7\n')],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xdb)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe1)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00)],
    ['bmp', bytes(0x42, 0x4d, 0x36, 0x00)],
    ['xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
  ])('accepts a real %s', async (extension, head) => expect(await contentMatchesExtension(new Blob([head]), extension)).toBe(true));

  it.each([
    ['pdf', text('%PDF')],
    ['pdf', text('PDF-1.7')],
    ['jpg', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['jpeg', bytes(0xff, 0xd8)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['png', text('png')],
    ['bmp', bytes(0x4d, 0x42)],
    ['xlsx', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)], // a zip's first bytes alone
    ['xls', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['pdf', bytes()],
  ])('refuses a %s starting %j', async (extension, head) => expect(await contentMatchesExtension(new Blob([head]), extension)).toBe(false));

  it('refuses an executable under any declared type (MZ header)', async () => {
    const exe = new Blob([bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00)]);
    for (const extension of ['pdf', 'jpg', 'png', 'bmp', 'xlsx', 'xls', 'csv']) expect(await contentMatchesExtension(exe, extension)).toBe(false);
  });

  it('refuses a file that cannot be read (moved or deleted since it was chosen)', async () => {
    const gone = Object.assign(new Blob(['%PDF-1.7\n']), { slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) });
    expect(await contentMatchesExtension(gone as unknown as Blob, 'pdf')).toBe(false);
    expect(await contentMatchesExtension(gone as unknown as Blob, 'csv')).toBe(false);
  });
});

describe('content of files as people upload them, and renamed (tests/support/uploadSamples)', () => {
  it.each(CONTENT_SAMPLES.map((sample) => [sample.fits ? 'accepts' : 'refuses', sample.case, sample] as const))('%s %s', async (_verb, _case, sample) => {
    const file = new File([sample.bytes()], sample.name);
    expect(await contentMatchesExtension(file, fileExtension(sample.name))).toBe(sample.fits);
  });

  it('accepts the files the tests upload (signedFile) at any length', async () => {
    for (const name of ['US settlement March-2025.xlsx', 'de_jan.csv', 'scan.pdf']) {
      for (const size of [16, 64, 5000]) expect(await contentMatchesExtension(signedFile(name, size), fileExtension(name))).toBe(true);
    }
  });
});

describe('the samples are what they claim', () => {
  const decode = (encoding: string, data: Uint8Array) => new TextDecoder(encoding, { fatal: true }).decode(data);

  it('the GBK csv is not UTF-8, and reads back in GBK', () => {
    expect(() => decode('utf-8', gbkCsv())).toThrow();
    expect(decode('gbk', gbkCsv())).toBe(GBK_CSV_TEXT);
  });

  it('the PDF’s stream is binary: not UTF-8, and not GBK text without control characters', () => {
    const pdf = pdfDocument();
    expect(() => decode('utf-8', pdf)).toThrow();
    let gbk: string | null = null;
    try {
      gbk = decode('gbk', pdf);
    } catch {
      // Not GBK at all.
    }
    if (gbk !== null) expect(gbk).toMatch(/(?![\t\n\r])\p{Cc}/u);
  });
});
