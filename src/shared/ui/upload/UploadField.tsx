import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  acceptAttribute,
  checkUpload,
  fileExtension,
  uploadMessageParams,
  type UploadRule,
  type ValidationKey,
} from '@/shared/lib/validation';
import type { ViewerFile } from '@/shared/ui/file-viewer';
import { notify } from '@/shared/ui/notifier';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { UploadFieldProps, UploadItem } from './types';
import { UploadCard, type BlobSource } from './UploadCard';
import { cancelledUploads, type CancelledUploads } from './cancelledUploads';
import styles from './UploadField.module.css';

// The viewer is its own chunk: a form with an upload does not download it until a preview.
const FileViewer = lazy(() =>
  import(/* webpackChunkName: "file-viewer" */ '@/shared/ui/file-viewer').then((module) => ({ default: module.FileViewer })),
);

let uidCounter = 0;
const nextUid = () => `upload-${Date.now().toString(36)}-${(uidCounter += 1)}`;

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const messageOf = (error: unknown) => (error instanceof Error ? error.message.trim() : '');
const megabytes = (rule: UploadRule) => Math.round(rule.maxSizeBytes / (1024 * 1024));

/** A chosen file that was not added, and why (its check's key). */
interface Refusal {
  readonly key: string;
  readonly name: string;
  readonly problem: ValidationKey;
}

const REFUSAL_TEXT = {
  fileType: 'upload:refusedFileType',
  fileEmpty: 'upload:refusedFileEmpty',
  fileSize: 'upload:refusedFileSize',
  fileContent: 'upload:refusedFileContent',
  fileCount: 'upload:refusedFileCount',
} as const;

/**
 * The upload field of every onboarding flow (000 §5, 001 §2.9, §5, §9): a picture-card list
 * with preview and remove, and an add tile while the area's count allows another file.
 *
 * - A chosen or dropped file is checked before anything is sent (shared/lib/validation
 *   checkUpload): its type by extension, empty, size, its content against the declared type
 *   (so a renamed executable is no "csv"), then the area's count. A refused
 *   file is not kept, and the field itself says which file was not added and why (not a
 *   toast far from the control), until the next choice.
 * - Any name is accepted, and the card and the viewer show the user's own: 000 §5's
 *   file-name rule is one for typed names, and the transport sends a name that meets it
 *   (storableFileName of shared/lib/validation).
 * - Upload progress is the transport's real progress.
 * - A failed upload stops its loader and shows the error message. 001 §8 removes a failed file
 *   from the list; we keep it only as an entry marked failed, with Retry (the issue asks for
 *   "a retry for a failed file") and Remove. It is never a stored file: it has no id, counts
 *   as nothing done, and the form's value marks it `error`, so a required-file rule still fails.
 * - Removing a stored file deletes it on the server first (the button waits meanwhile);
 *   removing a file still uploading cancels it: the request is aborted, and as the server
 *   may have stored the file all the same, the field then deletes every file of its area it
 *   does not list (cancelledUploads.ts); an upload's answer that comes after its cancel has
 *   its file deleted at once.
 * - An OCR area's upload hands the fields it read to `onOcr`.
 * - Preview opens the file viewer over every stored file of the field. Where the transport
 *   renames, the viewer offers Rename (the typed name meets 000 §5's rule, RenameForm); with
 *   `allowReplace`, while the area has room for one more, it offers Replace: the new file passes
 *   the same checks, is uploaded into the area, and only once it is stored is the old one
 *   deleted (a failed upload keeps the old file; a failed delete keeps both, listed).
 * Transport-agnostic: the media entity (or a test) supplies the calls.
 */
export function UploadField({
  value,
  onChange,
  transport,
  rule,
  onOcr,
  allowReplace = false,
  disabled = false,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  status,
}: UploadFieldProps) {
  const { t } = useTranslation(['upload', 'validation']);
  const [own, setOwn] = useState<UploadItem[]>(value ?? []);
  const items = value ?? own;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const rulesId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);

  // The newest items and callbacks for the asynchronous upload steps, which outlive a render.
  const latest = useRef(items);
  const callbacks = useRef({ onChange, onOcr, transport });
  useLayoutEffect(() => {
    latest.current = items;
    callbacks.current = { onChange, onOcr, transport };
  });
  const controllers = useRef(new Map<string, AbortController>());
  const blobs = useRef(new Map<string, Promise<Blob>>());
  // The bookkeeping of cancelled uploads, made on its first use (an upload), not while rendering.
  const cancelBook = useRef<CancelledUploads | null>(null);
  const cancels = useCallback(
    () =>
      (cancelBook.current ??= cancelledUploads({
        transport: () => callbacks.current.transport,
        listedIds: () => latest.current.flatMap((item) => (item.id === null ? [] : [item.id])),
      })),
    [],
  );

  const commit = useCallback((update: (current: UploadItem[]) => UploadItem[]) => {
    const next = update(latest.current);
    latest.current = next;
    setOwn(next);
    callbacks.current.onChange?.(next);
  }, []);

  const patch = useCallback(
    (uid: string, change: (item: UploadItem) => UploadItem) => commit((current) => current.map((item) => (item.uid === uid ? change(item) : item))),
    [commit],
  );

  // Leaving the form cancels what is still on its way, as the user's cancel does.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      if (running.size === 0) return;
      const cancelled = new Set(running.keys());
      for (const controller of running.values()) controller.abort();
      running.clear();
      const next = latest.current.filter((item) => !cancelled.has(item.uid));
      latest.current = next;
      callbacks.current.onChange?.(next);
      for (const uid of cancelled) cancels().cancelled(uid);
    };
  }, [cancels]);

  // After a removal the focus goes to the add tile (or the list), not to the page's start.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (inputRef.current ?? listRef.current)?.focus();
  }, [items]);

  /** The bytes of an item: its local file, or the stored file (fetched once per field). */
  const blobOf = useCallback<BlobSource>(({ id, file }) => {
    if (file) return Promise.resolve(file);
    if (id === null) return null;
    const cached = blobs.current.get(id);
    if (cached) return cached;
    const loading = callbacks.current.transport.open(id);
    blobs.current.set(id, loading);
    loading.catch(() => blobs.current.delete(id));
    return loading;
  }, []);

  const start = useCallback(
    (uid: string, file: File, controller: AbortController, live: () => boolean) => {
      const transport = callbacks.current.transport;
      cancels().sent(uid);
      transport
        .upload(file, {
          signal: controller.signal,
          onProgress: (percent) => {
            if (live()) patch(uid, (item) => ({ ...item, percent: clampPercent(percent) }));
          },
        })
        .then(
          (stored) => {
            if (!live()) {
              // Cancelled, yet its answer came: the file it names is deleted at once.
              if (stored.id) void transport.remove(stored.id).catch(() => undefined);
              return;
            }
            controllers.current.delete(uid);
            // The local bytes serve the thumbnail and the viewer; no download of what was just sent.
            blobs.current.set(stored.id, Promise.resolve(file));
            const name = stored.name || file.name;
            patch(uid, () => ({ uid, id: stored.id, name, status: 'done' }));
            // 001 §8 status messages: "file uploaded successfully"; a held file is only added.
            const held = callbacks.current.transport.heldUntilSubmit === true;
            setAnnouncement(t(held ? 'upload:addedItem' : 'upload:uploadedItem', { name }));
            notify.success(t(held ? 'upload:added' : 'upload:uploaded'));
            if (stored.ocr) callbacks.current.onOcr?.(stored.ocr);
            cancels().answered(uid);
          },
          (error: unknown) => {
            if (!live()) return;
            if (!isAbort(error)) {
              controllers.current.delete(uid);
              const message = messageOf(error) || t('upload:failedGeneric');
              setErrors((current) => ({ ...current, [uid]: message }));
              patch(uid, (item) => ({ ...item, id: null, status: 'error', percent: undefined }));
              setAnnouncement(t('upload:failedItem', { name: file.name, message }));
            }
            cancels().answered(uid);
          },
        );
    },
    [cancels, patch, t],
  );

  const send = useCallback(
    (uid: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      const live = () => controllers.current.get(uid) === controller && !controller.signal.aborted;
      // After a cancel, an upload waits until the area holds only what the field lists.
      const waiting = cancels().beforeUpload();
      if (waiting) void waiting.then(() => live() && start(uid, file, controller, live));
      else start(uid, file, controller, live);
    },
    [cancels, start],
  );

  /** Checks the chosen files in turn (reading what each one's content check needs), then adds those accepted. */
  const judge = useCallback(
    async (files: File[]) => {
      const refused: Refusal[] = [];
      const accepted: UploadItem[] = [];
      for (const file of files) {
        // Every entry counts toward the area's limit, a failed one too until it is retried or removed.
        const count = latest.current.length + accepted.length;
        const problem = await checkUpload({ name: file.name, size: file.size, content: file }, rule, count);
        if (problem) refused.push({ key: nextUid(), name: file.name, problem });
        else accepted.push({ uid: nextUid(), id: null, name: file.name, status: 'uploading', percent: 0, file });
      }
      // Each choice replaces what the last one refused: the messages speak of this choice only.
      setRefusals(refused);
      if (accepted.length === 0) return;
      commit((current) => [...current, ...accepted]);
      for (const item of accepted) send(item.uid, item.file as File);
    },
    [commit, rule, send],
  );

  // One choice is judged after the one before has added its files, so both count them.
  const judging = useRef<Promise<void>>(Promise.resolve());
  const add = useCallback(
    (files: File[]) => {
      if (disabled || files.length === 0) return;
      // A choice whose handling failed does not hold up the next.
      judging.current = judging.current.then(() => judge(files)).catch(() => undefined);
    },
    [disabled, judge],
  );

  const retry = (item: UploadItem) => {
    if (!item.file) return;
    setErrors(({ [item.uid]: _dropped, ...rest }) => rest);
    patch(item.uid, (current) => ({ ...current, status: 'uploading', percent: 0 }));
    send(item.uid, item.file);
  };

  const drop = (item: UploadItem) => {
    refocus.current = true;
    commit((current) => current.filter((entry) => entry.uid !== item.uid));
    setAnnouncement(t('upload:removedItem', { name: item.name }));
  };

  const remove = async (item: UploadItem) => {
    const running = controllers.current.get(item.uid);
    if (running) {
      controllers.current.delete(item.uid);
      running.abort();
    }
    if (item.status !== 'done' || item.id === null) {
      drop(item);
      if (running) cancels().cancelled(item.uid);
      return;
    }
    const storedId = item.id;
    setRemoving((current) => new Set(current).add(item.uid));
    try {
      await callbacks.current.transport.remove(storedId);
      blobs.current.delete(storedId);
      drop(item);
    } catch (error) {
      notify.error(messageOf(error) || t('upload:removeFailed'));
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(item.uid);
        return next;
      });
    }
  };

  /** The stored item the viewer shows (its key is the item's uid). */
  const shownItem = (viewed: ViewerFile) => latest.current.find((item) => item.uid === viewed.key && item.status === 'done' && item.id !== null);

  // The viewer's rename: the name meets the rule already (RenameForm); a refusal is told and keeps the edit open.
  const rename = async (viewed: ViewerFile, name: string) => {
    const item = shownItem(viewed);
    const transport = callbacks.current.transport;
    if (!item?.id || !transport.rename) return;
    try {
      await transport.rename(item.id, name);
    } catch (error) {
      notify.error(messageOf(error) || t('upload:renameFailed'));
      throw error;
    }
    patch(item.uid, (current) => ({ ...current, name }));
    setAnnouncement(t('upload:renamedItem', { from: item.name, name }));
  };

  // The viewer's replace: checked as a chosen file is, uploaded, and only then the old file deleted.
  const replace = async (viewed: ViewerFile, replacement: File) => {
    const item = shownItem(viewed);
    if (!item?.id) throw new Error(t('upload:failedGeneric'));
    const oldId = item.id;
    // The area holds both files for a moment: the new one counts beside the old.
    const problem = await checkUpload({ name: replacement.name, size: replacement.size, content: replacement }, rule, latest.current.length);
    if (problem) {
      const text = refusalText({ key: item.uid, name: replacement.name, problem });
      notify.error(text);
      setAnnouncement(text);
      throw new Error(text);
    }
    const transport = callbacks.current.transport;
    let stored: Awaited<ReturnType<typeof transport.upload>>;
    try {
      stored = await transport.upload(replacement, { onProgress: () => undefined, signal: new AbortController().signal });
    } catch (error) {
      const message = t('upload:failedItem', { name: replacement.name, message: messageOf(error) || t('upload:failedGeneric') });
      notify.error(message);
      setAnnouncement(message);
      throw error;
    }
    blobs.current.set(stored.id, Promise.resolve(replacement));
    const name = stored.name || replacement.name;
    const next: UploadItem = { uid: nextUid(), id: stored.id, name, status: 'done' };
    if (stored.ocr) callbacks.current.onOcr?.(stored.ocr);
    try {
      await transport.remove(oldId);
    } catch (error) {
      // Both stay stored, and both are listed: the new one right after the old.
      commit((current) => current.flatMap((entry) => (entry.uid === item.uid ? [entry, next] : [entry])));
      notify.error(messageOf(error) || t('upload:removeFailed'));
      return;
    }
    blobs.current.delete(oldId);
    commit((current) => current.map((entry) => (entry.uid === item.uid ? next : entry)));
    setAnnouncement(t('upload:replacedItem', { from: item.name, name }));
    notify.success(t('upload:replaced'));
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (say after removing it) is seen.
    event.target.value = '';
    add(files);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    add(Array.from(event.dataTransfer.files));
  };

  const done = useMemo(() => items.filter((item) => item.status === 'done'), [items]);
  // Every stored file of the field, in list order, for the viewer's previous/next.
  const viewerFiles = useMemo(
    () => done.map((item) => ({ key: item.uid, name: item.name, load: () => blobOf(item) ?? Promise.reject(new Error(item.name)) })),
    [done, blobOf],
  );
  const canAdd = !disabled && items.length < rule.maxCount;
  const held = transport.heldUntilSubmit === true;
  const canRename = !disabled && !held && transport.rename !== undefined;
  const canReplace = allowReplace && canAdd && !held;
  const params = uploadMessageParams(rule);
  const describedBy = [ariaDescribedBy, canAdd ? rulesId : undefined].filter(Boolean).join(' ') || undefined;
  const refusalText = ({ name, problem }: Refusal) => {
    const type = fileExtension(name).toUpperCase();
    const values = { name, type, types: params.types.toUpperCase(), size: megabytes(rule), max: params.max };
    // REFUSAL_TEXT covers what checkUpload returns; the generic line covers a rule added later.
    return problem in REFUSAL_TEXT ? t(REFUSAL_TEXT[problem as keyof typeof REFUSAL_TEXT], values) : `${name}: ${t(`validation:${problem}`, params)}`;
  };

  return (
    <div className={styles.field}>
      <ul ref={listRef} className={styles.list} aria-label={t('upload:list')} tabIndex={-1}>
        {items.map((item) => (
          <UploadCard
            key={item.uid}
            item={item}
            error={errors[item.uid]}
            held={transport.heldUntilSubmit === true}
            readOnly={disabled}
            removing={removing.has(item.uid)}
            blobOf={blobOf}
            onPreview={() => setViewerIndex(done.indexOf(item))}
            onRetry={() => retry(item)}
            onRemove={() => void remove(item)}
          />
        ))}
        {canAdd && (
          <li className={styles.item}>
            <label
              className={`${styles.add} ${status === 'error' || refusals.length > 0 ? styles.addInvalid : ''}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop}
            >
              <input
                ref={inputRef}
                id={id}
                className={styles.input}
                type="file"
                accept={acceptAttribute(rule)}
                multiple={rule.maxCount > 1}
                aria-label={ariaLabel}
                aria-describedby={describedBy}
                aria-invalid={status === 'error' || undefined}
                onChange={onInput}
              />
              <PlusOutlined aria-hidden className={styles.addIcon} />
              <span>{t('upload:add')}</span>
            </label>
          </li>
        )}
      </ul>
      {disabled && items.length === 0 && <p className={styles.empty}>{t('upload:empty')}</p>}
      {/* At the field, as a live alert: which file was not added and why (001 §8's messages in plain words). */}
      <div role="alert" aria-label={refusals.length > 0 ? t('upload:refusedLabel') : undefined}>
        {refusals.length > 0 && (
          <ul className={styles.refusals}>
            {refusals.map((refusal) => (
              <li key={refusal.key}>{refusalText(refusal)}</li>
            ))}
          </ul>
        )}
      </div>
      {canAdd && (
        <p id={rulesId} className={styles.rules}>
          {t('upload:rules', { types: params.types.toUpperCase(), size: megabytes(rule), max: params.max })}
        </p>
      )}
      <div className={visuallyHidden} aria-live="polite" role="status">
        {announcement}
      </div>
      {viewerIndex !== null && viewerIndex >= 0 && done.length > 0 && (
        <Suspense fallback={null}>
          <FileViewer
            open
            files={viewerFiles}
            index={Math.min(viewerIndex, done.length - 1)}
            onIndexChange={setViewerIndex}
            onClose={() => setViewerIndex(null)}
            onRename={canRename ? rename : undefined}
            onReplace={canReplace ? replace : undefined}
          />
        </Suspense>
      )}
    </div>
  );
}
