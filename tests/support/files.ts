import { xlsxWorkbook } from './zip';

/**
 * A file whose content fits its name's type (the portal and the mock check the leading
 * "magic bytes", a csv's text and an xlsx's workbook parts, shared/lib/validation/fileContent.ts):
 * tests that upload a file build it here instead of inventing content that the check refuses.
 */
const SIGNED_HEADS: Readonly<Record<string, { head: readonly number[] | string; type: string }>> = {
  pdf: { head: '%PDF-1.4\n', type: 'application/pdf' },
  jpg: { head: [0xff, 0xd8, 0xff, 0xe0], type: 'image/jpeg' },
  jpeg: { head: [0xff, 0xd8, 0xff, 0xe0], type: 'image/jpeg' },
  png: { head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: 'image/png' },
  bmp: { head: [0x42, 0x4d], type: 'image/bmp' },
  xls: { head: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], type: 'application/vnd.ms-excel' },
  csv: { head: 'date,amount\n2025-01-01,10\n', type: 'text/csv' },
};
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file named `name` with a real signature for its extension, `size` bytes long (the rest
 * is padding: spaces for text, zeros otherwise). An xlsx is a small real workbook (at least
 * its own length, padded within its sheet). An extension without a signature (gif, exe)
 * gets plain text content, for tests of the type check.
 */
export function signedFile(name: string, size = 64): File {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'xlsx') {
    const workbook = xlsxWorkbook();
    return new File([size > workbook.length ? xlsxWorkbook({ padding: size - workbook.length }) : workbook], name, { type: XLSX_TYPE });
  }
  const known = SIGNED_HEADS[extension];
  const head = known?.head ?? 'content';
  const headBytes = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const bytes = new Uint8Array(Math.max(size, headBytes.length)).fill(typeof head === 'string' ? 0x20 : 0);
  bytes.set(headBytes);
  return new File([bytes], name, { type: known?.type ?? '' });
}
