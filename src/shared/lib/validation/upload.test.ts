import { describe, expect, it } from '@rstest/core';
import { signedFile } from '@tests/support/files';
import { CONTENT_SAMPLES } from '@tests/support/uploadSamples';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_RULES,
  acceptAttribute,
  checkUpload,
  fileExtension,
  uploadMessageParams,
  type UploadArea,
} from './upload';

const MB = 1024 * 1024;

/** A candidate whose content is a real file of its name's type (its size as given). */
const candidate = (name: string, size = 1000) => ({ name, size, content: signedFile(name, 16) });

describe('upload extensions (pdf jpg jpeg png bmp, any case)', () => {
  const rule = UPLOAD_RULES.other;
  it.each(['a.pdf', 'a.jpg', 'a.jpeg', 'a.png', 'a.bmp', 'SCAN.PDF', 'Photo.JpEg', 'my_licence_v2.png', '营业执照.JPG'])(
    'accepts %s',
    async (name) => expect(await checkUpload(candidate(name, 1000), rule, 0)).toBeNull(),
  );
  it.each(['a.gif', 'a.docx', 'a.pdf.exe', 'pdf', 'a.', 'a.tiff', 'archive.zip', 'a.pdf ', 'a.csv'])('refuses %s', async (name) =>
    expect(await checkUpload(candidate(name, 1000), rule, 0)).toBe('fileType'),
  );
});

describe('upload size (10 MB)', () => {
  it('is 10 binary megabytes', () => expect(MAX_UPLOAD_BYTES).toBe(10 * MB));
  it.each([
    [0, 'fileEmpty'],
    [1, null],
    [10 * MB - 1, null],
    [10 * MB, null],
    [10 * MB + 1, 'fileSize'],
    [20 * MB, 'fileSize'],
  ])('%i bytes gives %s', async (size, expected) => {
    expect(await checkUpload(candidate('a.pdf', size), UPLOAD_RULES.businessLicence, 0)).toBe(expected);
  });
});

describe('upload count per area', () => {
  it.each([
    ['businessLicence', 1],
    ['idImage', 1],
    ['other', 5],
    ['articlesOfOrganisation', 10],
    ['companyFile', 5],
    ['openAccount', 1],
    ['settlementFile', 10],
  ] as [UploadArea, number][])('%s takes %i file(s)', async (area, max) => {
    const rule = UPLOAD_RULES[area];
    const name = `f.${rule.extensions[0] ?? ''}`;
    expect(rule.maxCount).toBe(max);
    expect(await checkUpload(candidate(name, 1), rule, max - 1)).toBeNull();
    expect(await checkUpload(candidate(name, 1), rule, max)).toBe('fileCount');
    expect(uploadMessageParams(rule).max).toBe(max);
  });
});

describe('settlement files (csv xlsx xls)', () => {
  const rule = UPLOAD_RULES.settlementFile;
  it.each(['sales.csv', 'sales.xlsx', 'SALES.XLS'])('accepts %s', async (name) => expect(await checkUpload(candidate(name, 1), rule, 0)).toBeNull());
  it.each(['sales.pdf', 'sales.numbers', 'sales.xlsm'])('refuses %s', async (name) =>
    expect(await checkUpload(candidate(name, 1), rule, 0)).toBe('fileType'),
  );
});

describe('upload check order and helpers', () => {
  it('reports the type before the size and the size before the count', async () => {
    expect(await checkUpload(candidate('a.gif', 11 * MB), UPLOAD_RULES.idImage, 1)).toBe('fileType');
    expect(await checkUpload(candidate('a.png', 11 * MB), UPLOAD_RULES.idImage, 1)).toBe('fileSize');
  });
  it.each([
    ['a.PDF', 'pdf'],
    ['a.b.Png', 'png'],
    ['noext', ''],
    ['.bmp', 'bmp'],
  ])('extension of %s is %j', (name, ext) => expect(fileExtension(name)).toBe(ext));
  it('gives the message values and the accept attribute', () => {
    expect(uploadMessageParams(UPLOAD_RULES.other)).toEqual({ types: 'pdf, jpg, jpeg, png, bmp', max: 5 });
    expect(acceptAttribute(UPLOAD_RULES.settlementFile)).toBe('.csv,.xlsx,.xls');
  });
});

describe('upload file name: any name is accepted (000 §5’s rule is for typed names; the name sent meets it, see fileName.ts)', () => {
  it.each(['licence-scan.png', 'scan 2024-01.pdf', 'signed-copy.pdf', '营业执照 2024.pdf', '营业执照（副本）.pdf', 'my.licence.v2.png', '---.pdf', `${'x'.repeat(296)}.pdf`])(
    'accepts %s',
    async (name) => expect(await checkUpload(candidate(name), UPLOAD_RULES.other, 0)).toBeNull(),
  );
  it('still judges the type, the size and the count of such a name', async () => {
    expect(await checkUpload(candidate('my scan.gif'), UPLOAD_RULES.other, 0)).toBe('fileType');
    expect(await checkUpload(candidate('my scan.pdf', 11 * MB), UPLOAD_RULES.other, 0)).toBe('fileSize');
    expect(await checkUpload(candidate('my scan.pdf'), UPLOAD_RULES.idImage, 1)).toBe('fileCount');
  });
});

describe('upload content: a file must be what its name declares', () => {
  const text = (content: string) => new TextEncoder().encode(content);
  it.each([
    ['a pdf without %PDF-', 'scan.pdf', UPLOAD_RULES.other, text('<html>not a pdf</html>')],
    ['a png that is a jpeg', 'front.png', UPLOAD_RULES.idImage, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])],
    ['an executable renamed setup.csv', 'setup.csv', UPLOAD_RULES.settlementFile, Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['an xlsx that is a csv', 'sales.xlsx', UPLOAD_RULES.settlementFile, text('date,amount\n')],
  ])('refuses %s', async (_case, name, rule, bytes) => {
    expect(await checkUpload({ name, size: bytes.length, content: new Blob([bytes]) }, rule, 0)).toBe('fileContent');
  });
  it.each(CONTENT_SAMPLES.map((sample) => [sample.fits ? 'accepts' : 'refuses', sample.case, sample] as const))('%s %s', async (_verb, _case, sample) => {
    const content = new File([sample.bytes()], sample.name);
    const rule = fileExtension(sample.name) === 'pdf' ? UPLOAD_RULES.other : UPLOAD_RULES.settlementFile;
    expect(await checkUpload({ name: sample.name, size: content.size, content }, rule, 0)).toBe(sample.fits ? null : 'fileContent');
  });
  it('checks the size before the content, and the content before the count', async () => {
    const content = new Blob(['not a pdf']);
    expect(await checkUpload({ name: 'a.pdf', size: 11 * MB, content }, UPLOAD_RULES.idImage, 1)).toBe('fileSize');
    expect(await checkUpload({ name: 'a.pdf', size: 9, content }, UPLOAD_RULES.idImage, 1)).toBe('fileContent');
  });
});
