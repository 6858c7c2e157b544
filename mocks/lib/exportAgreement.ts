import { buildPdfBytes } from '../scripts/lib/simplePdf';
import { storableNameOf } from './uploadContent';

const latin1 = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

/** The name the agreement is downloaded under: the company's own name, as the portal asked for it. */
export function exportAgreementFileName(companyName: string): string {
  return storableNameOf(['Service agreement', companyName], 'pdf');
}

/**
 * The service agreement of the open-account form (000 "Open-account form", 001 §7
 * downloadExportAgreement), a real one-page PDF naming the company; the PDF's text is
 * Latin-1, so a Chinese name is named in the title only.
 */
export function exportAgreementPdf(companyName: string): Uint8Array {
  return buildPdfBytes({
    title: `Service agreement - ${companyName}`,
    producer: 'kj-portal-web mock',
    pages: [
      {
        title: 'Service Agreement (Demo)',
        lines: [
          `Client: ${latin1(companyName) || '-'}`,
          '',
          'The client asks the platform to open an account for it and agrees to the',
          'platform service terms. Tick the service agreement in the open-account form',
          'to accept it; mainland enterprises cannot submit the form without it.',
          '',
          'Signature: ______________________        Date: ______________',
        ],
      },
    ],
  });
}

/** The name the export-drawback authorisation letter is downloaded under (000 §2 step 3). */
export function authLetterFileName(companyNameCn: string): string {
  return storableNameOf(['Authorisation letter', companyNameCn], 'pdf');
}

/**
 * The export-drawback authorisation letter (step 3, downloaded by the Chinese company name),
 * a real one-page PDF naming the company; like the service agreement, a Chinese name is
 * named in the title only.
 */
export function authLetterPdf(companyNameCn: string): Uint8Array {
  return buildPdfBytes({
    title: `Authorisation letter - ${companyNameCn}`,
    producer: 'kj-portal-web mock',
    pages: [
      {
        title: 'Export Drawback Authorisation Letter (Demo)',
        lines: [
          `Company: ${latin1(companyNameCn) || '-'}`,
          '',
          'The company authorises the platform to prepare and file its export tax',
          'refund (drawback) declarations on its behalf. Sign and stamp this letter,',
          'then upload the signed copy in step 3 of the export-drawback onboarding.',
          '',
          'Company seal: ______________________        Date: ______________',
        ],
      },
    ],
  });
}
