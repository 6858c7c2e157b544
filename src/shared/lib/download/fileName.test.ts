import { describe, expect, it } from '@rstest/core';
import { fileNameFromContentDisposition } from './fileName';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ["attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx", '报表.xlsx'],
    ["attachment; filename=\"a.pdf\"; filename*=utf-8''b%20c.pdf", 'b c.pdf'],
    ['attachment; filename="%E5%90%88%E5%90%8C.pdf"', '合同.pdf'],
    ['attachment; filename="quoted \\"name\\".txt"', 'quoted "name".txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.txt\"", 'plain.txt'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['inline']])('gives null when there is no name (%s)', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});
