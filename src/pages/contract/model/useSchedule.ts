import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { readStoredFile } from '@/entities/media-file';
import type { ApiDispatch } from '@/shared/api';
import { saveBlob } from '@/shared/lib/download';

export interface Schedule {
  /** An object URL of the PDF for the viewer; null while it loads or when it failed. */
  url: string | null;
  failed: boolean;
  retry(): void;
  /** Saves the schedule under the name the server gave it (or `fallbackName`). */
  download(fallbackName: string): void;
}

/**
 * The contract's service schedule (000 §2 "Contract screen"): the kj-media file whose id is
 * the query's mediaId, read once for the paged viewer and saved from the same copy.
 */
export function useSchedule(mediaId: string): Schedule {
  const dispatch = useDispatch<ApiDispatch>();
  const [file, setFile] = useState<{ blob: Blob; url: string; name: string | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    readStoredFile(dispatch, mediaId, abort.signal)
      .then((received) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(received.blob);
        setFile({ blob: received.blob, url, name: received.fileName });
      })
      .catch(() => {
        // The base query has shown the server's message (000 §8 contract fetch failure).
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [dispatch, mediaId, attempt]);

  return {
    url: file?.url ?? null,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
    download: (fallbackName) => {
      if (file) saveBlob(file.blob, file.name || fallbackName);
    },
  };
}
