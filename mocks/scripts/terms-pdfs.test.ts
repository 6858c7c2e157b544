import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { TERMS_DOCUMENTS } from '@/shared/config';
import { pdfTextString } from './lib/simplePdf';
import { termsPdf } from './make-terms-pdfs';

/** The committed output of make-terms-pdfs.ts, served by demo builds from /demo-files/. */
const committed = (file: string) => readFileSync(resolve(process.cwd(), 'mocks/public/demo-files', file));

describe('demo service-terms PDFs (000 §2 "Terms page")', () => {
  it.each(TERMS_DOCUMENTS.map((document) => [document.id, document.file] as const))('%s: committed, small, multi-page and well formed', (id, file) => {
    const bytes = committed(file);
    // The committed file is what the script writes now (re-run it after editing the text).
    expect(bytes.equals(termsPdf(id))).toBe(true);
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes.length).toBeLessThan(10 * 1024);
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count (\d+)/.exec(pdf)?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(count);
    expect(pdf).toContain(`(Page ${count} of ${count}) Tj`);

    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBe(4 + count * 2 + 1);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
  });

  it('gives the Chinese editions their Chinese title as UTF-16 and keeps page text Latin-1', () => {
    const pdf = committed('terms-account-services-zh.pdf').toString('latin1');
    expect(pdf).toContain(`/Title ${pdfTextString('一般账户服务条款（中文）- 演示')}`);
    expect(pdfTextString('一般')).toBe('<FEFF4E00822C>');
    expect(committed('terms-platform-agreement-zh.pdf').toString('latin1')).toContain(`/Title ${pdfTextString('平台服务协议（中文）- 演示')}`);
    expect(pdf).toContain('(Chinese edition. This demo file repeats the clauses in English: the standard) Tj');
  });

  it('has a distinct file per document', () => {
    const files = TERMS_DOCUMENTS.map((document) => committed(document.file).toString('latin1'));
    expect(new Set(files).size).toBe(TERMS_DOCUMENTS.length);
  });
});
