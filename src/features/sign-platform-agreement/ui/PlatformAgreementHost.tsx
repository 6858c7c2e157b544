import { lazy, Suspense } from 'react';
import { useUnit } from 'effector-react';
import type { PdfLoader } from '@/shared/ui/pdf-viewer';
import { $agreementUrl } from '@/entities/session';

// The dialog (antd Modal, the PDF viewer, pdf.js) is its own chunk: a first visit to the
// login page never downloads it.
const AgreementDialog = lazy(() => import(/* webpackChunkName: "platform-agreement" */ './AgreementDialog'));

/**
 * Mount once (app); shows the platform agreement dialog while one is to be signed.
 * `pdfLoader` replaces pdf.js (tests).
 */
export function PlatformAgreementHost({ pdfLoader }: { pdfLoader?: PdfLoader }) {
  const url = useUnit($agreementUrl);
  if (!url) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog url={url} pdfLoader={pdfLoader} />
    </Suspense>
  );
}
