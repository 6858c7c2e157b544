import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfViewerLabels } from '@/shared/ui/pdf-viewer';

/**
 * The PDF viewer's texts in the UI's language for a document called `title` (the enterprise
 * namespace's pdf texts). Apart from the viewer, whose module (with pdf.js) its users load lazily.
 */
export function usePdfViewerLabels(title: string): PdfViewerLabels {
  const { t } = useTranslation('enterprise');
  return useMemo(
    () => ({
      document: t('pdf.document', { title }),
      previous: t('pdf.previous'),
      next: t('pdf.next'),
      pageOf: (page, total) => t('pdf.pageOf', { page, total }),
      loading: t('pdf.loading'),
      error: t('pdf.error'),
      keyboardHint: t('pdf.keyboardHint'),
    }),
    [t, title],
  );
}
