/**
 * Writes mocks/public/demo-files/platform-agreement.pdf: the platform agreement the demo
 * account demo.agreement is asked to sign (kj-idd queryPlatformAgreementSignStatus). A
 * small, valid 2-page PDF 1.4 with the standard Helvetica font; run once and commit the
 * output:  npx tsx mocks/scripts/make-agreement-pdf.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildPdf, type PdfPageText } from './lib/simplePdf';

const OUTPUT = resolve(process.cwd(), 'mocks/public/demo-files/platform-agreement.pdf');

const PAGES: PdfPageText[] = [
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

mkdirSync(dirname(OUTPUT), { recursive: true });
const bytes = buildPdf({ pages: PAGES, title: 'Platform Service Agreement - Demo', producer: 'mocks/scripts/make-agreement-pdf.ts' });
writeFileSync(OUTPUT, bytes);
console.log(`Wrote ${OUTPUT} (${bytes.length} bytes)`);
