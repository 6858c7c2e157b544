/**
 * Writes mocks/public/demo-files/platform-agreement.pdf: the platform agreement the demo
 * account demo.agreement is asked to sign (kj-idd queryPlatformAgreementSignStatus). A
 * small, valid 2-page PDF 1.4 with the standard Helvetica font; run once and commit the
 * output:  npx tsx mocks/scripts/make-agreement-pdf.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const OUTPUT = resolve(process.cwd(), 'mocks/public/demo-files/platform-agreement.pdf');

const PAGES: Array<{ title: string; lines: string[] }> = [
  {
    title: 'Platform Service Agreement (Demo)',
    lines: [
      'This agreement is made between the platform operator and the client enterprise',
      'that signs it in the client portal. It is sample text for demonstrations only.',
      '',
      '1. Services. The platform provides access to trade-finance, payment and document',
      '   services selected by the client in the product centre.',
      '2. Accounts. The client keeps its login credentials confidential and is responsible',
      '   for all actions taken with its accounts.',
      '3. Onboarding. The client provides true and complete KYC information and updates it',
      '   when it changes.',
    ],
  },
  {
    title: 'Platform Service Agreement (Demo), continued',
    lines: [
      '4. Fees. Fees for each product are shown before the product is activated.',
      '5. Data. The platform processes client data only to provide the services and as',
      '   required by law.',
      '6. Term. This agreement applies from signing until either party ends it in writing.',
      '',
      'By signing in the portal, the client confirms it has read and accepts these terms.',
      '',
      'Signed electronically through the client portal.',
    ],
  },
];

const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function pageContent(page: { title: string; lines: string[] }, number: number): string {
  const body = page.lines.map((line) => `(${escape(line)}) Tj T*`).join('\n');
  return [
    'BT /F2 18 Tf 72 760 Td',
    `(${escape(page.title)}) Tj`,
    'ET',
    'BT /F1 11 Tf 16 TL 72 720 Td',
    body,
    'ET',
    `BT /F1 9 Tf 72 48 Td (Page ${number} of ${PAGES.length}) Tj ET`,
  ].join('\n');
}

/** Objects 1 catalog, 2 pages, 3-4 fonts, 5.. a page and its content stream per page, then the info. */
function buildPdf(): Buffer {
  const objects: string[] = [];
  const pageIds = PAGES.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${PAGES.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  PAGES.forEach((page, index) => {
    const pageId = pageIds[index]!;
    const content = pageContent(page, index + 1);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = '<< /Title (Platform Service Agreement - Demo) /Producer (mocks/scripts/make-agreement-pdf.ts) >>';

  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

mkdirSync(dirname(OUTPUT), { recursive: true });
const bytes = buildPdf();
writeFileSync(OUTPUT, bytes);
console.log(`Wrote ${OUTPUT} (${bytes.length} bytes)`);
