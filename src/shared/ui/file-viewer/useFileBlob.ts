import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fileKind, type FileKind } from './fileKind';
import type { ViewerFile } from './types';

type FileBlobState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; blob: Blob; url: string; kind: FileKind };

type Settled = { key: string; attempt: number } & ({ status: 'error' } | { status: 'ready'; blob: Blob; url: string; kind: FileKind });

/**
 * Loads the file's bytes (file.load()) and gives them an object URL for the image or the
 * PDF viewer; the URL is revoked when another file is shown, on a retry and on unmount.
 * A file is identified by its key (callers may build new ViewerFile objects on every
 * render); `retry` loads the same file again.
 */
export function useFileBlob(file: ViewerFile | null) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const latest = useRef(file);
  useLayoutEffect(() => {
    latest.current = file;
  });
  const key = file?.key ?? null;

  useEffect(() => {
    const current = latest.current;
    if (key === null || !current) return;
    let active = true;
    let url: string | null = null;
    current.load().then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setSettled({ key, attempt, status: 'ready', blob, url, kind: fileKind(blob.type, current.name) });
      },
      () => {
        if (active) setSettled({ key, attempt, status: 'error' });
      },
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, attempt]);

  const current = settled && settled.key === key && settled.attempt === attempt ? settled : null;
  const state: FileBlobState = !current
    ? { status: 'loading' }
    : current.status === 'ready'
      ? { status: 'ready', blob: current.blob, url: current.url, kind: current.kind }
      : { status: 'error' };

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  return { state, retry };
}
