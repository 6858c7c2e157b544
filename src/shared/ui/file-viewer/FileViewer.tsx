import { lazy, Suspense, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button, Modal, Spin, Tooltip } from 'antd';
import {
  CompressOutlined,
  DownloadOutlined,
  EditOutlined,
  ExpandOutlined,
  LeftOutlined,
  RightOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  SwapOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/lib/download';
import { acceptAttribute, UPLOAD_RULES } from '@/shared/lib/validation';
import { LoadError } from '@/shared/ui/load-error';
import type { PdfLoader, PdfViewerLabels } from '@/shared/ui/pdf-viewer';
import { ImageStage } from './ImageStage';
import { RenameForm } from './RenameForm';
import type { ViewerFile } from './types';
import { useFileBlob } from './useFileBlob';
import {
  canMove,
  INITIAL_VIEW,
  MAX_SCALE,
  MIN_SCALE,
  moveIndex,
  ROTATION_STEP,
  scalePercent,
  viewReducer,
  wheelZoom,
  ZOOM_STEP,
  type ViewAction,
  type ViewState,
} from './viewerState';
import styles from './FileViewer.module.css';

// pdf.js and its viewer are their own chunks: showing an image never downloads them.
const PdfViewer = lazy(() =>
  import(/* webpackChunkName: "pdf-viewer" */ '@/shared/ui/pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

export interface FileViewerProps {
  open: boolean;
  files: ViewerFile[];
  /** The file shown (0-based). */
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  /** Offers an inline rename when given. A rejection keeps the edit open (the caller reports why). */
  onRename?(file: ViewerFile, name: string): void | Promise<void>;
  /** Offers a replace (file picker) when given; the shown file is loaded again afterwards. A rejection keeps it (the caller reports why). */
  onReplace?(file: ViewerFile, replacement: File): void | Promise<void>;
  /** Replaces the default download: saving the loaded bytes under the file's name. */
  onDownload?(file: ViewerFile): void;
  /** Opens PDFs; pdf.js by default. Tests pass a fake (happy-dom has no canvas). */
  pdfLoader?: PdfLoader;
}

/** Files the replace picker offers: the KYC upload types (000 §5); the caller checks the rest. */
const REPLACE_ACCEPT = acceptAttribute(UPLOAD_RULES.other);

// The modal fills the window (antd's own sizes are overridden inline: its styles outrank a class).
const DIALOG_STYLE = { top: 0, margin: 0, padding: 0, maxWidth: '100vw' } as const;
const DIALOG_PARTS = {
  container: { height: '100dvh', display: 'flex', flexDirection: 'column', borderRadius: 0, padding: '12px 16px' },
  header: { marginBottom: 8, paddingInlineEnd: 40 },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

/**
 * The one image and PDF viewer (001 §2.9): a full-screen dialog named after the file, with
 * zoom (buttons, up/down keys: 0.2; wheel: 0.015; 20 % to 500 %), rotation by 90°,
 * previous/next file (left/right keys; "File n of total", with several files), a fit/original toggle (Space),
 * download, and rename and replace when the caller allows them. Esc closes and the focus
 * returns to what opened it. PDF pages go through shared/ui/pdf-viewer, loaded only when
 * a PDF is shown. Load this module lazily.
 */
export function FileViewer(props: FileViewerProps) {
  const { open, files, index, onClose } = props;
  const { t } = useTranslation('viewer');
  const file = open ? (files[index] ?? null) : null;
  return (
    <Modal
      open={file !== null}
      onCancel={onClose}
      title={file ? <span className={styles.name}>{file.name}</span> : null}
      footer={null}
      width="100vw"
      style={DIALOG_STYLE}
      styles={DIALOG_PARTS}
      closable={{ 'aria-label': t('close') }}
      destroyOnHidden
    >
      {file ? <ViewerBody {...props} file={file} /> : null}
    </Modal>
  );
}

/** The view (zoom, rotation, mode) of one file: a new file starts at the initial view. */
function useFileView(fileKey: string) {
  const [held, setHeld] = useState<{ key: string; view: ViewState }>({ key: fileKey, view: INITIAL_VIEW });
  const view = held.key === fileKey ? held.view : INITIAL_VIEW;
  const dispatch = (action: ViewAction) =>
    setHeld((previous) => ({ key: fileKey, view: viewReducer(previous.key === fileKey ? previous.view : INITIAL_VIEW, action) }));
  return [view, dispatch] as const;
}

/** Keys that act on a focused control (Space on a button, arrows and Space in a text field) keep doing so. */
function keepsOwnKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="textbox"], [role="slider"], [role="spinbutton"]')) return true;
  return key === ' ' && target.closest('button, a[href], [role="button"], [role="link"], [role="checkbox"], [role="switch"]') !== null;
}

/**
 * A focused button that turns disabled (zoom at its limit, the last file) drops the focus
 * to the page body: keys still belong to the viewer while it is the topmost dialog.
 */
function focusDropped(target: Node, root: HTMLElement): boolean {
  if (target !== document.body) return false;
  const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return dialogs[dialogs.length - 1] === root;
}

function ViewerBody({ files, index, onIndexChange, onRename, onReplace, onDownload, pdfLoader, file }: FileViewerProps & { file: ViewerFile }) {
  const { t } = useTranslation('viewer');
  const { state, retry } = useFileBlob(file);
  const [view, dispatch] = useFileView(file.key);
  const [replacing, setReplacing] = useState(false);
  // The file being renamed: another file shown ends the edit.
  const [renaming, setRenaming] = useState<string | null>(null);
  const editing = onRename !== undefined && renaming === file.key;
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const focusRename = useRef(false);
  const endRename = () => {
    focusRename.current = true;
    setRenaming(null);
  };
  // Once the edit is gone (and the Rename button enabled again) the focus goes back to it.
  useEffect(() => {
    if (editing || !focusRename.current) return;
    focusRename.current = false;
    renameButtonRef.current?.focus();
  }, [editing]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const total = files.length;
  const percent = scalePercent(view.scale);

  const dialog = () => bodyRef.current?.closest<HTMLElement>('[role="dialog"]') ?? null;

  const go = (by: number) => {
    if (!canMove(index, by, total)) return;
    const next = moveIndex(index, by, total);
    onIndexChange(next);
    // The button that turns disabled at an end would drop the focus out of the dialog (and its keys).
    if (!canMove(next, by, total) && document.activeElement?.closest('button')) dialog()?.focus();
  };

  // The dialog itself takes the focus when it opens (not its close button, which Space would
  // press). When the viewer goes away, also when the caller unmounts it instead of closing
  // it, the focus returns to what had it before (the preview that opened it).
  useEffect(() => {
    const root = dialog();
    const before = document.activeElement;
    const opener = before instanceof HTMLElement && !root?.contains(before) && before !== document.body ? before : null;
    if (root && (!root.contains(before) || before?.closest('.ant-modal-close'))) root.focus({ preventScroll: true });
    return () => {
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || root?.contains(now))) opener.focus({ preventScroll: true });
    };
  }, []);

  // 001 §2.9 keys, while the focus is in this dialog: Space toggles fit/original, left/right
  // switch file, up/down zoom. Esc is the dialog's own (it closes). A key a focused control
  // uses itself (the PDF page turns pages with left/right) is left to it.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const root = dialog();
    if (!root || !(event.target instanceof Node) || !(root.contains(event.target) || focusDropped(event.target, root))) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keepsOwnKey(event.target, event.key)) return;
    const actions: Record<string, () => void> = {
      ' ': () => dispatch({ type: 'toggleMode' }),
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      ArrowUp: () => dispatch({ type: 'zoom', by: ZOOM_STEP }),
      ArrowDown: () => dispatch({ type: 'zoom', by: -ZOOM_STEP }),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // The wheel zooms instead of scrolling: a non-passive listener, so the page does not scroll too.
  const onWheel = useEffectEvent((event: WheelEvent) => {
    const by = wheelZoom(event.deltaY);
    if (by === 0) return;
    event.preventDefault();
    dispatch({ type: 'zoom', by });
  });
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const listener = (event: WheelEvent) => onWheel(event);
    stage.addEventListener('wheel', listener, { passive: false });
    return () => stage.removeEventListener('wheel', listener);
  }, []);

  const download = () => {
    if (onDownload) onDownload(file);
    else if (state.status === 'ready') saveBlob(state.blob, file.name);
  };

  const replace = async (replacement: File | undefined) => {
    if (!replacement || !onReplace) return;
    setReplacing(true);
    try {
      await onReplace(file, replacement);
      retry();
    } catch {
      // The caller has said why; the shown file stays.
    } finally {
      setReplacing(false);
    }
  };

  const pdfLabels = useMemo<PdfViewerLabels>(
    () => ({
      document: t('pdf.document', { name: file.name }),
      previous: t('pdf.previous'),
      next: t('pdf.next'),
      pageOf: (page, count) => t('pdf.pageOf', { page, total: count }),
      loading: t('pdf.loading'),
      error: t('pdf.error'),
      keyboardHint: t('pdf.keyboardHint'),
    }),
    [t, file.name],
  );

  let content: ReactNode;
  if (state.status === 'loading') {
    content = (
      <div className={styles.state} role="status">
        <Spin />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (state.status === 'error') {
    content = (
      <div className={styles.state}>
        <LoadError title={t('loadFailed')} onRetry={retry} />
      </div>
    );
  } else if (state.kind === 'image') {
    content = <ImageStage url={state.url} alt={file.name} view={view} />;
  } else if (state.kind === 'pdf') {
    content = (
      <Suspense
        fallback={
          <div className={styles.state} role="status">
            <Spin />
            <span>{t('pdf.loading')}</span>
          </div>
        }
      >
        <PdfViewer
          url={state.url}
          labels={pdfLabels}
          loader={pdfLoader}
          zoom={view.scale}
          rotation={view.rotation}
          fitWidth={view.mode === 'fit'}
          className={styles.pdf}
          surfaceClassName={styles.pdfSurface}
        />
      </Suspense>
    );
  } else {
    content = <p className={styles.state}>{t('unsupported')}</p>;
  }

  const canDownload = onDownload !== undefined || state.status === 'ready';
  const modeLabel = view.mode === 'fit' ? t('original') : t('fit');

  return (
    <div ref={bodyRef} className={styles.body}>
      <span id={hintId} hidden>
        {t('keyboardHint')}
      </span>
      {editing ? <RenameForm key={file.key} file={file} onRename={onRename} onDone={endRename} /> : null}
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar')} aria-describedby={hintId}>
        <div className={styles.group}>
          <Control label={t('zoomOut')} icon={<ZoomOutOutlined aria-hidden />} disabled={view.scale <= MIN_SCALE} onClick={() => dispatch({ type: 'zoom', by: -ZOOM_STEP })} />
          <span className={styles.zoom} aria-live="polite">
            {percent}%
          </span>
          <Control label={t('zoomIn')} icon={<ZoomInOutlined aria-hidden />} disabled={view.scale >= MAX_SCALE} onClick={() => dispatch({ type: 'zoom', by: ZOOM_STEP })} />
          <Control label={t('rotateLeft')} icon={<RotateLeftOutlined aria-hidden />} onClick={() => dispatch({ type: 'rotate', by: -ROTATION_STEP })} />
          <Control label={t('rotateRight')} icon={<RotateRightOutlined aria-hidden />} onClick={() => dispatch({ type: 'rotate', by: ROTATION_STEP })} />
          <Control
            label={modeLabel}
            icon={view.mode === 'fit' ? <ExpandOutlined aria-hidden /> : <CompressOutlined aria-hidden />}
            onClick={() => dispatch({ type: 'toggleMode' })}
          />
        </div>
        {/* Several files: which one, in words ("File 2 of 3"), so it never reads like the PDF's
            page counter ("Page 1 of 2") beside it. One file has nowhere to go. */}
        {total > 1 ? (
          <div className={styles.group}>
            <Control label={t('previous')} icon={<LeftOutlined aria-hidden />} disabled={!canMove(index, -1, total)} onClick={() => go(-1)} />
            <span className={styles.position} aria-live="polite">
              {t('positionLabel', { current: index + 1, total })}
            </span>
            <Control label={t('next')} icon={<RightOutlined aria-hidden />} disabled={!canMove(index, 1, total)} onClick={() => go(1)} />
          </div>
        ) : null}
        <div className={styles.group}>
          {onRename ? (
            <Control ref={renameButtonRef} label={t('rename')} icon={<EditOutlined aria-hidden />} disabled={editing} onClick={() => setRenaming(file.key)} />
          ) : null}
          <Control label={t('download')} icon={<DownloadOutlined aria-hidden />} disabled={!canDownload} onClick={download} />
          {onReplace ? (
            <>
              <Control label={t('replace')} icon={<SwapOutlined aria-hidden />} loading={replacing} disabled={replacing} onClick={() => inputRef.current?.click()} />
              <input
                ref={inputRef}
                type="file"
                hidden
                tabIndex={-1}
                accept={REPLACE_ACCEPT}
                aria-label={t('replaceInput')}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  // The same file can be chosen again next time.
                  event.target.value = '';
                  void replace(chosen);
                }}
              />
            </>
          ) : null}
        </div>
      </div>
      <div
        ref={stageRef}
        className={styles.stageFrame}
        data-testid="file-viewer-stage"
        data-scale={view.scale}
        data-rotation={view.rotation}
        data-mode={view.mode}
        aria-busy={state.status === 'loading' || replacing}
      >
        {content}
      </div>
    </div>
  );
}

/** An icon button with its name as the accessible name and as a tooltip. */
function Control({
  label,
  icon,
  onClick,
  disabled = false,
  loading = false,
  ref,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Tooltip title={label}>
      <Button ref={ref} icon={icon} aria-label={label} onClick={onClick} disabled={disabled} loading={loading} />
    </Tooltip>
  );
}
