import { useEffect, type RefObject } from 'react';
import type { PdfDocument, PdfRenderTask } from './types';

/**
 * Renders one page of the document to the canvas, scaled to `width` CSS pixels (the
 * page's natural width while the container has none) and sharp on high-density screens.
 * A page change or resize cancels the render in progress.
 */
export function usePageCanvas(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  document: PdfDocument | null,
  pageNumber: number,
  width: number,
  onError: () => void,
): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !document) return;
    let cancelled = false;
    let task: PdfRenderTask | null = null;
    document
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const scale = width > 0 && natural.width > 0 ? width / natural.width : 1;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        return task.promise;
      })
      .catch((error: unknown) => {
        // pdf.js rejects a cancelled render with RenderingCancelledException.
        if (cancelled || (error as { name?: string } | null)?.name === 'RenderingCancelledException') return;
        onError();
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [canvasRef, document, pageNumber, width, onError]);
}
