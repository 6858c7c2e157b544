import { describe, expect, it } from '@rstest/core';
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

describe('upload extensions (pdf jpg jpeg png bmp, any case)', () => {
  const rule = UPLOAD_RULES.other;
  it.each(['a.pdf', 'a.jpg', 'a.jpeg', 'a.png', 'a.bmp', 'SCAN.PDF', 'Photo.JpEg', 'my.licence.v2.png', '营业执照.JPG'])(
    'accepts %s',
    (name) => expect(checkUpload({ name, size: 1000 }, rule, 0)).toBeNull(),
  );
  it.each(['a.gif', 'a.docx', 'a.pdf.exe', 'pdf', 'a.', 'a.tiff', 'archive.zip', 'a.pdf ', 'a.csv'])('refuses %s', (name) =>
    expect(checkUpload({ name, size: 1000 }, rule, 0)).toBe('fileType'),
  );
});

describe('upload size (10 MB)', () => {
  it('is 10 binary megabytes', () => expect(MAX_UPLOAD_BYTES).toBe(10 * MB));
  it.each([
    [0, null],
    [1, null],
    [10 * MB - 1, null],
    [10 * MB, null],
    [10 * MB + 1, 'fileSize'],
    [20 * MB, 'fileSize'],
  ])('%i bytes gives %s', (size, expected) => {
    expect(checkUpload({ name: 'a.pdf', size }, UPLOAD_RULES.businessLicence, 0)).toBe(expected);
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
  ] as [UploadArea, number][])('%s takes %i file(s)', (area, max) => {
    const rule = UPLOAD_RULES[area];
    const name = `f.${rule.extensions[0] ?? ''}`;
    expect(rule.maxCount).toBe(max);
    expect(checkUpload({ name, size: 1 }, rule, max - 1)).toBeNull();
    expect(checkUpload({ name, size: 1 }, rule, max)).toBe('fileCount');
    expect(uploadMessageParams(rule).max).toBe(max);
  });
});

describe('settlement files (csv xlsx xls)', () => {
  const rule = UPLOAD_RULES.settlementFile;
  it.each(['sales.csv', 'sales.xlsx', 'SALES.XLS'])('accepts %s', (name) => expect(checkUpload({ name, size: 1 }, rule, 0)).toBeNull());
  it.each(['sales.pdf', 'sales.numbers', 'sales.xlsm'])('refuses %s', (name) =>
    expect(checkUpload({ name, size: 1 }, rule, 0)).toBe('fileType'),
  );
});

describe('upload check order and helpers', () => {
  it('reports the type before the size and the size before the count', () => {
    expect(checkUpload({ name: 'a.gif', size: 11 * MB }, UPLOAD_RULES.idImage, 1)).toBe('fileType');
    expect(checkUpload({ name: 'a.png', size: 11 * MB }, UPLOAD_RULES.idImage, 1)).toBe('fileSize');
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
