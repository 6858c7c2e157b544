import { useCallback, useEffect, useState } from 'react';
import type { PdfDocument, PdfLoader } from './types';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; document: PdfDocument; page: number };

type Settled = { url: string; loader: PdfLoader } & ({ status: 'error' } | { status: 'ready'; document: PdfDocument; page: number });

/** Closes a document; a closing that fails (its worker already ended) leaves nothing to do. */
const close = (document: PdfDocument | null) => void Promise.resolve(document?.destroy()).catch(() => undefined);

/**
 * Opens the document at `url` with `loader` and keeps the current page within
 * 1..numPages. A new url or loader starts over (loading, then page 1); the previous
 * document is destroyed.
 */
export function usePdfDocument(url: string, loader: PdfLoader) {
  // The outcome for one url and loader; a different pair means still loading.
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    let active = true;
    let opened: PdfDocument | null = null;
    const task = loader(url);
    task.promise.then(
      (document) => {
        opened = document;
        if (!active) return close(document);
        setSettled(document.numPages > 0 ? { url, loader, status: 'ready', document, page: 1 } : { url, loader, status: 'error' });
      },
      () => {
        if (active) setSettled({ url, loader, status: 'error' });
      },
    );
    return () => {
      active = false;
      task.destroy();
      close(opened);
    };
  }, [url, loader]);

  const current = settled && settled.url === url && settled.loader === loader ? settled : null;
  const state: PdfDocumentState = !current
    ? { status: 'loading' }
    : current.status === 'ready'
      ? { status: 'ready', document: current.document, page: current.page }
      : { status: 'error' };

  const goTo = useCallback((page: number) => {
    setSettled((previous) => {
      if (previous?.status !== 'ready') return previous;
      const next = Math.min(Math.max(1, page), previous.document.numPages);
      return next === previous.page ? previous : { ...previous, page: next };
    });
  }, []);

  const failed = useCallback(() => {
    setSettled((previous) => (previous ? { url: previous.url, loader: previous.loader, status: 'error' } : previous));
  }, []);

  return { state, goTo, failed };
}
