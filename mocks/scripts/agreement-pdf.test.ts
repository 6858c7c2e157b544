import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';

/** The committed output of make-agreement-pdf.ts, the demo file PLATFORM_AGREEMENT_FILE (mocks/lib/demoFiles.ts). */
const pdf = readFileSync(resolve(process.cwd(), 'mocks/public/demo-files/platform-agreement.pdf')).toString('latin1');

describe('demo platform agreement PDF', () => {
  it('is a small PDF with two pages of agreement text', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.length).toBeLessThan(10 * 1024);
    expect(pdf).toContain('/Type /Pages /Kids [5 0 R 7 0 R] /Count 2');
    expect(pdf).toContain('(Platform Service Agreement \\(Demo\\)) Tj');
  });

  it('has a cross-reference table whose offsets point at its objects', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries.length).toBeGreaterThanOrEqual(8);
    entries.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
  });
});
