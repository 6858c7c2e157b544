import { useEffect, type RefObject } from 'react';
import { fitScale } from './fitScale';
import type { PdfDocument, PdfRenderTask } from './types';

/** How the page is drawn: `zoom` multiplies the size, `rotation` turns it clockwise, `fitWidth` false draws the page at its own size instead of the width. */
export interface PageView {
  zoom: number;
  rotation: number;
  fitWidth: boolean;
}

/**
 * Renders one page of the document to the canvas, scaled to `width` CSS pixels (the
 * page's natural width while the container has none, when `fitWidth` is off, or when the
 * width would shrink its text below a readable size: fitScale.ts), times
 * `zoom`, turned by `rotation`, and sharp on high-density screens.
 * A page change, resize or view change cancels the render in progress.
 */
export function usePageCanvas(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  document: PdfDocument | null,
  pageNumber: number,
  width: number,
  onError: () => void,
  { zoom, rotation, fitWidth }: PageView = { zoom: 1, rotation: 0, fitWidth: true },
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
        // pdf.js replaces the page's own rotation with the one given: add the viewer's to it.
        const turn = rotation === 0 ? {} : { rotation: ((page.rotate ?? 0) + rotation) % 360 };
        const natural = page.getViewport({ scale: 1, ...turn });
        const viewport = page.getViewport({ scale: fitScale(width, natural.width, fitWidth) * zoom, ...turn });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        // A zoomed, original-size or phone-width page may be wider than the viewer: it scrolls instead of shrinking.
        canvas.style.maxWidth = 'none';
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
  }, [canvasRef, document, pageNumber, width, onError, zoom, rotation, fitWidth]);
}
