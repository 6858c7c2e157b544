import { describe, expect, it } from '@rstest/core';
import type { UploadItem } from '@/shared/ui/upload';
import { doneCount, newMediaId, ocrFieldsOf, storedFileName, toUploadItem } from './items';

describe('stored files as upload items', () => {
  it.each([
    [{ id: '1', fileName: 'a.pdf', fileRename: 'Renamed.pdf' }, 'Renamed.pdf'],
    [{ id: '1', fileName: 'a.pdf', fileRename: null }, 'a.pdf'],
    [{ id: '1', fileName: null, specifyFileName: 'b.png' }, 'b.png'],
    [{ id: '1', name: 'c.bmp' }, 'c.bmp'],
    [{ id: '42' }, '42'],
  ])('%j is shown as %s', (file, name) => {
    expect(storedFileName(file)).toBe(name);
    expect(toUploadItem(file)).toEqual({ uid: `stored-${file.id}`, id: file.id, name, status: 'done' });
  });
});

describe('OCR readings (001 §2.3, §7)', () => {
  it.each([
    [null, undefined],
    [{}, undefined],
    [{ address: '  ', creditCode: null }, undefined],
    [{ address: ' 上海市 ', creditCode: '91310115MA1K4DEM05' }, { address: '上海市', creditCode: '91310115MA1K4DEM05' }],
    [{ idNo: '11010519491231002X', name: '张伟', address: null }, { idNo: '11010519491231002X', name: '张伟' }],
  ])('%j gives %j', (data, fields) => expect(ocrFieldsOf(data)).toEqual(fields));
});

describe('counts and media ids', () => {
  const item = (status: UploadItem['status']): UploadItem => ({ uid: status, id: null, name: status, status });
  it.each([
    [undefined, 0],
    [[], 0],
    [[item('done'), item('uploading'), item('error'), item('done')], 2],
  ] as const)('doneCount(%j) is %i', (items, count) => expect(doneCount(items)).toBe(count));

  it('issues fresh digit-only media ids', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newMediaId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^\d{19}$/);
  });
});
