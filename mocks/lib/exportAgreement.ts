import { buildPdfBytes } from '../scripts/lib/simplePdf';

const latin1 = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

/** The name the agreement is downloaded under: the company's own name, as the portal asked for it. */
export function exportAgreementFileName(companyName: string): string {
  return `Service agreement - ${companyName}.pdf`;
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
