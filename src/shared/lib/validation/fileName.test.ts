import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { KYC_EXTENSIONS, SETTLEMENT_EXTENSIONS } from './upload';
import { MAX_UPLOAD_NAME_LENGTH, isUploadFileName, storableFileName } from './fileName';

const DAY = new Date(2026, 10, 28, 9, 30);

describe('the name an upload is sent under (000 §5: letters, digits, underscore or Chinese, 1 to 190 characters)', () => {
  it.each([
    ['licence-scan.png', 'licence_scan.png'],
    ['scan 2024-01.pdf', 'scan_2024_01.pdf'],
    ['signed-copy.pdf', 'signed_copy.pdf'],
    ['营业执照 2024.pdf', '营业执照_2024.pdf'],
    ['营业执照（副本）.pdf', '营业执照_副本.pdf'],
    ['---.pdf', 'business_licence_20261128.pdf'],
    ['.pdf', 'business_licence_20261128.pdf'],
    ['（）.png', 'business_licence_20261128.png'],
    ['my.licence.v2.PNG', 'my_licence_v2.PNG'],
    ['  _Q3 -- report_ .xlsx', 'Q3_report.xlsx'],
    ['résumé Ｎｏ２.pdf', 'resume_No2.pdf'],
    ['<img src=x onerror=alert(1)>.png', 'img_src_x_onerror_alert_1.png'],
    ['Report_2024.pdf', 'Report_2024.pdf'],
    ['营业执照.JPG', '营业执照.JPG'],
  ])('%s is sent as %s', (name, sent) => {
    expect(storableFileName(name, 'business_licence', DAY)).toBe(sent);
    expect(isUploadFileName(sent)).toBe(true);
  });

  it('cuts a long name to 190 characters, extension kept, and leaves no underscore at the cut', () => {
    expect(storableFileName(`${'x'.repeat(296)}.pdf`, 'other', DAY)).toBe(`${'x'.repeat(186)}.pdf`);
    // The cut falls just after an underscore, which goes too.
    const chinese = storableFileName(`${'扫描 '.repeat(100)}.pdf`, 'other', DAY);
    expect(chinese).toBe(`${'扫描_'.repeat(61)}扫描.pdf`);
    expect([...chinese]).toHaveLength(MAX_UPLOAD_NAME_LENGTH - 1);
    // Characters as people count them: one outside the basic plane is never split.
    expect(storableFileName(`${'𠀀'.repeat(200)}.png`, 'other', DAY)).toBe(`${'𠀀'.repeat(186)}.png`);
  });

  it('names an empty name by the kind and the local date', () => {
    expect(storableFileName('-.jpg', 'id_image', new Date(2027, 0, 5, 23, 59))).toBe('id_image_20270105.jpg');
    expect(storableFileName('!!!.csv', 'settlement file', DAY)).toBe('settlement_file_20261128.csv');
  });

  it('sends every name of an accepted type under a name the server takes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom(...KYC_EXTENSIONS, ...SETTLEMENT_EXTENSIONS), (base, extension) =>
        isUploadFileName(storableFileName(`${base}.${extension}`, 'document', DAY)),
      ),
    );
  });

  it('keeps a name that meets the rule as it is', () => {
    // Words of letters, digits and Chinese joined by single underscores.
    const name = fc.array(fc.stringMatching(/^[A-Za-z0-9\u4e00-\u9fff]{1,12}$/), { minLength: 1, maxLength: 12 }).map((words) => words.join('_'));
    fc.assert(fc.property(name, fc.constantFrom(...KYC_EXTENSIONS), (base, extension) => storableFileName(`${base}.${extension}`, 'document', DAY) === `${base}.${extension}`));
  });
});

describe('000 §5’s rule as the server applies it to a stored name', () => {
  it.each(['a.pdf', 'Report_2024.PDF', '营业执照_副本.png', `${'x'.repeat(186)}.pdf`, `${'文'.repeat(186)}.jpg`])('takes %s', (name) =>
    expect(isUploadFileName(name)).toBe(true),
  );
  it.each([
    ['a hyphen', 'signed-contract.pdf'],
    ['a space', 'my scan.pdf'],
    ['a second dot', 'my.licence.png'],
    ['markup', '<img src=x onerror=alert(1)>.png'],
    ['full-width brackets', '执照（副本）.png'],
    ['no name before the dot', '.pdf'],
    ['a letter outside A-Z', 'résumé.pdf'],
    ['191 characters with the extension', `${'x'.repeat(187)}.pdf`],
    ['300 characters', `${'x'.repeat(296)}.pdf`],
  ])('refuses %s (%s)', (_case, name) => expect(isUploadFileName(name)).toBe(false));
});
