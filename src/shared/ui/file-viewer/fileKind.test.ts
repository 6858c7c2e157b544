import { describe, expect, it } from '@rstest/core';
import { fileKind } from './fileKind';

describe('fileKind: by the blob type, else by the name (001 §2.9 images and PDFs)', () => {
  it.each([
    ['application/pdf', 'scan', 'pdf'],
    ['application/pdf; charset=binary', 'scan.png', 'pdf'],
    ['image/png', 'licence.pdf', 'image'],
    ['image/jpeg', 'photo', 'image'],
    ['', 'contract.PDF', 'pdf'],
    ['application/octet-stream', 'id-front.JPG', 'image'],
    ['application/octet-stream', 'id.bmp', 'image'],
    ['', 'scan.jpeg', 'image'],
    ['application/octet-stream', 'notes.txt', 'other'],
    ['', 'no-extension', 'other'],
    ['text/html', 'looks-like.png', 'other'],
    ['application/vnd.ms-excel', 'sales.xls', 'other'],
  ])('%j + %j → %s', (type, name, expected) => {
    expect(fileKind(type, name)).toBe(expected);
  });
});
