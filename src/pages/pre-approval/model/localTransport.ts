import { heldFiles } from '@/shared/lib/storage';
import type { UploadTransport } from '@/shared/ui/upload';
import { newRequestId } from '../lib/requestId';

/** What a draft says of one chosen file; its content is in the vault under `id`. */
export interface KeptFile {
  id: string;
  name: string;
  type: string;
  lastModified: number;
}

/** Files held in the browser until Submit sends them, and the upload field's calls over them. */
export interface LocalFiles {
  transport: UploadTransport;
  /** The file an upload field's item stands for; null once removed. */
  fileOf(id: string): File | null;
  /** A chosen file as a draft lists it, when its content is kept (null: it lives only as long as the page). */
  keptOf(id: string): KeptFile | null;
  /** Forgets files once they are sent, here and in the vault. */
  forget(ids: readonly string[]): void;
  /** Takes back the files a draft lists from the vault; resolves with those found, in order. */
  restore(listed: readonly KeptFile[]): Promise<KeptFile[]>;
}

/**
 * Settlement files are chosen before they are sent (001 §2.6 stage 3: one batchUpload per
 * store on Submit), so the upload field's transport keeps them in the browser: upload keeps
 * the file (in memory, and its content in the held-files vault, so that a draft listing it
 * brings it back after a reload or a sign-in again), remove drops it, open returns it (the
 * preview).
 */
export function createLocalFiles(): LocalFiles {
  const files = new Map<string, File>();
  const kept = new Set<string>();
  const drop = (ids: readonly string[]) => {
    ids.forEach((id) => {
      files.delete(id);
      kept.delete(id);
    });
    void heldFiles.remove(ids);
  };
  return {
    transport: {
      heldUntilSubmit: true,
      upload: async (file) => {
        const id = `local-${newRequestId()}`;
        files.set(id, file);
        if (await heldFiles.put(id, new Uint8Array(await file.arrayBuffer()))) kept.add(id);
        return { id, name: file.name };
      },
      remove: (id) => {
        drop([id]);
        return Promise.resolve();
      },
      open: (id) => {
        const file = files.get(id);
        return file ? Promise.resolve(file) : Promise.reject(new Error(id));
      },
    },
    fileOf: (id) => files.get(id) ?? null,
    keptOf: (id) => {
      const file = files.get(id);
      return file && kept.has(id) ? { id, name: file.name, type: file.type, lastModified: file.lastModified } : null;
    },
    forget: drop,
    restore: async (listed) => {
      const found = await Promise.all(
        listed.map(async (entry) => {
          const bytes = await heldFiles.get(entry.id);
          if (!bytes) return null;
          files.set(entry.id, new File([bytes], entry.name, { type: entry.type, lastModified: entry.lastModified }));
          kept.add(entry.id);
          return entry;
        }),
      );
      return found.filter((entry): entry is KeptFile => entry !== null);
    },
  };
}
