import type { UploadTransport } from '@/shared/ui/upload';

/** Files held in the browser until Submit sends them, and the upload field's calls over them. */
export interface LocalFiles {
  transport: UploadTransport;
  /** The file an upload field's item stands for; null once removed. */
  fileOf(id: string): File | null;
  /** Forgets files once they are sent. */
  forget(ids: readonly string[]): void;
}

/**
 * Settlement files are chosen before they are sent (001 §2.6 stage 3: one batchUpload per
 * store on Submit), so the upload field's transport keeps them in memory: upload keeps the
 * file, remove drops it, open returns it (the preview).
 */
export function createLocalFiles(): LocalFiles {
  const files = new Map<string, File>();
  let next = 0;
  return {
    transport: {
      heldUntilSubmit: true,
      upload: (file) => {
        next += 1;
        const id = `local-${next}`;
        files.set(id, file);
        return Promise.resolve({ id, name: file.name });
      },
      remove: (id) => {
        files.delete(id);
        return Promise.resolve();
      },
      open: (id) => {
        const file = files.get(id);
        return file ? Promise.resolve(file) : Promise.reject(new Error(id));
      },
    },
    fileOf: (id) => files.get(id) ?? null,
    forget: (ids) => ids.forEach((id) => files.delete(id)),
  };
}
