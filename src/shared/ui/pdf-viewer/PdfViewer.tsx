import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Spin } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { pdfJsLoader } from './pdfJsLoader';
import type { PdfLoader } from './types';
import { usePdfDocument, type PdfDocumentState } from './usePdfDocument';
import { useContainerWidth } from './useContainerWidth';
import { usePageCanvas } from './usePageCanvas';
import styles from './PdfViewer.module.css';

/** Every text the viewer shows; the caller passes them translated. */
export interface PdfViewerLabels {
  /** Accessible name of the viewer region. */
  document: string;
  previous: string;
  next: string;
  pageOf: (page: number, total: number) => string;
  loading: string;
  error: string;
  /** Read to screen-reader users with the region. */
  keyboardHint: string;
}

export interface PdfViewerProps {
  url: string;
  labels: PdfViewerLabels;
  /** Opens the document; pdf.js by default. Tests pass a fake. */
  loader?: PdfLoader;
  /** Extra class of the page surface, e.g. a max-height in a dialog (the page scrolls inside). */
  surfaceClassName?: string;
  className?: string;
  /** Move the focus to the viewer once the document is open (dialogs), so the arrow keys page at once. */
  autoFocus?: boolean;
  /** Told when the document starts loading, is shown, or fails (e.g. an action that needs the document shown first). */
  onStatusChange?: (status: PdfViewerStatus) => void;
  /** Multiplies the page's size (a viewer's zoom); 1 by default. */
  zoom?: number;
  /** Turns the page clockwise by this many degrees (a multiple of 90); 0 by default. */
  rotation?: number;
  /** Draw the page as wide as the viewer (default), or at its own size when false. */
  fitWidth?: boolean;
}

/** Whether the document is loading, shown, or could not be loaded (or drawn). */
export type PdfViewerStatus = PdfDocumentState['status'];

/**
 * A paged PDF viewer (000 §2 terms page and platform agreement): one page at a time on a
 * canvas as wide as the viewer (re-rendered 500 ms after a resize, 000 §9), previous and
 * next buttons, "page x of n", left/right arrow keys while the viewer has focus.
 * Load this module lazily: it is meant for screens that show a PDF.
 */
export function PdfViewer({
  url,
  labels,
  loader = pdfJsLoader,
  surfaceClassName,
  className,
  autoFocus = false,
  onStatusChange,
  zoom = 1,
  rotation = 0,
  fitWidth = true,
}: PdfViewerProps) {
  const { state, goTo, failed } = usePdfDocument(url, loader);
  // Before paint, so a caller's state (e.g. an enabled Sign button) never lags the page shown.
  useLayoutEffect(() => {
    onStatusChange?.(state.status);
  }, [onStatusChange, state.status]);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useContainerWidth(frameRef);
  const ready = state.status === 'ready' ? state : null;
  const isReady = ready !== null;
  useEffect(() => {
    if (autoFocus && isReady) surfaceRef.current?.focus();
  }, [autoFocus, isReady]);
  usePageCanvas(canvasRef, ready?.document ?? null, ready?.page ?? 1, width, failed, { zoom, rotation, fitWidth });

  // A button that turns disabled (first or last page) would drop the focus: keep it on the page.
  const turnTo = (page: number) => {
    if (!ready) return;
    goTo(page);
    if (page <= 1 || page >= ready.document.numPages) surfaceRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(ready.page - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(ready.page + 1);
    }
  };

  const hintId = useId();
  return (
    <div
      className={[styles.viewer, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={labels.document}
      aria-busy={state.status === 'loading'}
      onKeyDown={onKeyDown}
    >
      <span id={hintId} hidden>
        {labels.keyboardHint}
      </span>
      {ready ? (
        <div className={styles.toolbar}>
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={labels.previous}
            title={labels.previous}
            disabled={ready.page <= 1}
            onClick={() => turnTo(ready.page - 1)}
          />
          <span className={styles.pageOf} aria-live="polite">
            {labels.pageOf(ready.page, ready.document.numPages)}
          </span>
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label={labels.next}
            title={labels.next}
            disabled={ready.page >= ready.document.numPages}
            onClick={() => turnTo(ready.page + 1)}
          />
        </div>
      ) : null}
      {/* The one tab stop: it scrolls the page (up/down) and turns it (left/right, handled above). */}
      <div
        ref={surfaceRef}
        className={[styles.surface, surfaceClassName].filter(Boolean).join(' ')}
        tabIndex={0}
        aria-describedby={hintId}
      >
        {state.status === 'loading' ? (
          <div className={styles.state} role="status">
            <Spin size="small" />
            <span>{labels.loading}</span>
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div className={`${styles.state} ${styles.error}`} role="alert">
            {labels.error}
          </div>
        ) : null}
        {/* The page is drawn as wide as this frame. */}
        <div ref={frameRef} className={styles.frame}>
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            hidden={!ready}
            role={ready ? 'img' : undefined}
            aria-label={ready ? labels.pageOf(ready.page, ready.document.numPages) : undefined}
          />
        </div>
      </div>
    </div>
  );
}
