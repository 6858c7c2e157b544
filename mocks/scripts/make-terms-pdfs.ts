/**
 * Writes the six service-terms PDFs of the terms page (000 §2 "Terms page") into
 * mocks/public/demo-files/, under the names of src/shared/config/termsDocuments.ts.
 * Sample text for demonstrations only. The Chinese editions carry their Chinese title in
 * the document information (UTF-16); their pages are English sample text, since the
 * standard PDF fonts have no Chinese glyphs. Run once and commit the output:
 *   npx tsx mocks/scripts/make-terms-pdfs.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TERMS_DOCUMENTS, type TermsDocumentId } from '../../src/shared/config/termsDocuments';
import { buildPdf, type PdfPageText } from './lib/simplePdf';

const OUTPUT_DIR = resolve(process.cwd(), 'mocks/public/demo-files');
const PRODUCER = 'mocks/scripts/make-terms-pdfs.ts';
const SAMPLE = 'Sample text for demonstrations only; not a binding document.';
const CHINESE_NOTE = [
  'Chinese edition. This demo file repeats the clauses in English: the standard',
  'PDF fonts used by the demo have no Chinese glyphs. The production file is the',
  'approved Chinese text.',
];

interface TermsText {
  /** Document title (Info dictionary); may be Chinese. */
  title: string;
  /** Latin-1 heading printed on the pages. */
  heading: string;
  pages: string[][];
}

const accountServices = (edition: string, note: string[] = []): string[][] => [
  [
    `General Account Services Terms (${edition})`,
    SAMPLE,
    ...note,
    '',
    '1. Scope. These terms govern the client accounts opened through the portal for',
    '   receiving, holding and paying out funds in the supported currencies.',
    '2. Opening. An account is opened once the enterprise has passed KYC review and',
    '   the product is activated in the product centre.',
    '3. Instructions. The client gives payment instructions only through the portal',
    '   by users it has authorised; the platform may refuse unclear instructions.',
  ],
  [
    '4. Statements. Transactions and balances are shown in the portal and may be',
    '   downloaded from the download management list.',
    '5. Fees. The fee schedule shown in the portal applies; changes are notified in',
    '   advance through the notification centre.',
    '6. Security. Users keep their passwords confidential and change them when asked.',
  ],
  [
    '7. Suspension. The platform may suspend an account where the law requires it or',
    '   where the KYC information is no longer accurate.',
    '8. Closure. Either party may close an account with written notice; remaining',
    '   funds are paid to the client account on record.',
    '9. Law. These terms are governed by the law stated in the client agreement.',
  ],
];

const platformAgreement = (edition: string, note: string[] = []): string[][] => [
  [
    `Platform Service Agreement (${edition})`,
    SAMPLE,
    ...note,
    '',
    '1. Services. The platform provides access to trade-finance, payment and document',
    '   services selected by the client in the product centre.',
    '2. Accounts. The client keeps its login credentials confidential and is',
    '   responsible for all actions taken with its accounts.',
  ],
  [
    '3. Onboarding. The client provides true and complete KYC information and updates',
    '   it when it changes.',
    '4. Data. The platform processes client data only to provide the services and as',
    '   required by law.',
    '5. Term. This agreement applies from signing until either party ends it in writing.',
  ],
];

const DOCUMENTS: Record<TermsDocumentId, TermsText> = {
  ecommercePayment: {
    title: 'E-commerce Payment Services Terms - Demo',
    heading: 'E-commerce Payment Services Terms',
    pages: [
      [
        'E-commerce Payment Services',
        SAMPLE,
        '',
        '1. Collection. The platform collects sales proceeds from connected online stores',
        '   on the client\'s behalf and credits them to the client account.',
        '2. Stores. The client binds only stores it operates and keeps their settings',
        '   current in the account settings.',
      ],
      [
        '3. Payouts. Collected funds may be paid to suppliers or withdrawn to the',
        '   client\'s bank account, subject to the cut-off times shown in the portal.',
        '4. Refunds and chargebacks. Amounts reversed by a marketplace are deducted from',
        '   the client account.',
        '5. Prohibited use. The services may not be used for goods or trades the law or',
        '   the platform rules forbid.',
      ],
    ],
  },
  accountServicesEn: { title: 'General Account Services Terms (English) - Demo', heading: 'General Account Services Terms', pages: accountServices('English') },
  accountServicesZh: { title: '一般账户服务条款（中文）- 演示', heading: 'General Account Services Terms', pages: accountServices('Chinese edition', CHINESE_NOTE) },
  platformAgreementEn: { title: 'Platform Service Agreement (English) - Demo', heading: 'Platform Service Agreement', pages: platformAgreement('English') },
  platformAgreementZh: { title: '平台服务协议（中文）- 演示', heading: 'Platform Service Agreement', pages: platformAgreement('Chinese edition', CHINESE_NOTE) },
  scfSchedule: {
    title: 'Supply-chain Finance Schedule - Demo',
    heading: 'Supply-chain Finance Schedule',
    pages: [
      [
        'Schedule: Supply-chain Finance',
        SAMPLE,
        '',
        '1. Products. This schedule applies to advance credit, e-finance and fund',
        '   products the client activates in the product centre.',
        '2. Applications. Each financing request is made in the portal and is subject to',
        '   the approval of the fund provider.',
      ],
      [
        '3. Repayment. Financed amounts are repaid from collected proceeds or by the',
        '   client on the due date shown in the portal.',
        '4. Charges. Interest and fees are stated with each approved request.',
        '5. Priority. Where this schedule and the platform agreement differ on financing,',
        '   this schedule applies.',
      ],
    ],
  },
};

/** The PDF of one terms document: its first line is the page title, the rest the text. */
export function termsPdf(id: TermsDocumentId): Buffer {
  const text = DOCUMENTS[id];
  const pages: PdfPageText[] = text.pages.map(([title, ...lines], index) => ({
    title: index === 0 ? title! : `${text.heading}, continued`,
    lines: index === 0 ? lines : [title!, ...lines],
  }));
  return buildPdf({ pages, title: text.title, producer: PRODUCER });
}

// Run as a script (not when a test imports termsPdf).
if (process.argv[1] && resolve(process.argv[1]) === resolve(process.cwd(), 'mocks/scripts/make-terms-pdfs.ts')) {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const { id, file } of TERMS_DOCUMENTS) {
    const bytes = termsPdf(id);
    writeFileSync(resolve(OUTPUT_DIR, file), bytes);
    console.log(`Wrote ${file} (${bytes.length} bytes)`);
  }
}
