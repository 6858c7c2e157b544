/*
 * Where the demo keeps the uploaded files too large for the session-storage snapshot
 * (mediaBytes.ts): the portal's IndexedDB vault (shared/lib/storage/fileVault.ts), in a
 * database of the mock's own. A sales demo uploads real scans and photos, often over
 * 300 KB, and must show them again after a reload (the language switch reloads). Without
 * IndexedDB (Node tests, some private modes) every call does nothing and such a file comes
 * back as a demo file of its type. Files older than a day are dropped on the next write:
 * the snapshot they belong to is per tab and short-lived.
 */
import { createFileVault } from '@/shared/lib/storage/fileVault';

const vault = createFileVault({ name: 'kj-mock-files', keepMs: 24 * 60 * 60 * 1000 });

export async function vaultPut(id: string, bytes: Uint8Array): Promise<void> {
  await vault.put(id, bytes);
}

export const vaultGet = (id: string): Promise<Uint8Array | null> => vault.get(id);

export const vaultDelete = (id: string): Promise<void> => vault.remove([id]);
