import type { UploadTransport } from './types';

/** What the bookkeeping reads of its field when it puts the area right. */
export interface FieldView {
  /** The field's transport now. */
  transport(): UploadTransport;
  /** The stored files the field lists now: the ones the user kept. */
  listedIds(): readonly string[];
}

/** The upload field's bookkeeping of cancelled uploads (see cancelledUploads). */
export interface CancelledUploads {
  /** An upload was handed to the transport. */
  sent(uid: string): void;
  /** A sent upload's answer came, stored or failed: what it left on the server is known. */
  answered(uid: string): void;
  /** A sent upload was cancelled (by the user, or because the field went away). */
  cancelled(uid: string): void;
  /**
   * Called before an upload is sent: null when it may go at once, else a promise that
   * resolves once the area has been put right.
   */
  beforeUpload(): Promise<void> | null;
}

/**
 * A cancelled upload may be stored all the same: the server may have received the whole
 * file before the abort reached it, and only its answer, which the abort throws away, would
 * have said so. So after a cancel the field puts its area right, by one rule: the area holds
 * exactly the stored files the field lists, the ones the user kept. Once none of the field's
 * uploads is on its way (their answers name what they stored), it reads the area's stored
 * files afresh (`transport.storedIds`) and deletes every one the field does not list. It reads
 * once more before the field's next upload (the server may have finished storing after the
 * first read), and uploads wait meanwhile, so the server counts only what is kept and the next
 * file is not refused for a cancelled one. A transport without `storedIds` (files held in the
 * browser) has nothing to put right.
 */
export function cancelledUploads(field: FieldView): CancelledUploads {
  const sending = new Set<string>();
  // A cancelled upload may be stored: read the area once nothing is on its way.
  let due = false;
  // Read it again before the next upload (also when a read failed).
  let recheck = false;
  let reading = false;
  let waiting: (() => void)[] = [];

  const release = () => {
    const waiters = waiting;
    waiting = [];
    for (const resolve of waiters) resolve();
  };

  const putRight = () => {
    if (reading || !due || sending.size > 0) return;
    due = false;
    const { storedIds, remove } = field.transport();
    if (!storedIds) {
      release();
      return;
    }
    reading = true;
    storedIds()
      .then(
        async (stored) => {
          const listed = new Set(field.listedIds());
          // A file already gone, or one that cannot be deleted now, is left to the next read.
          await Promise.allSettled(stored.filter((id) => !listed.has(id)).map((id) => remove(id)));
        },
        () => {
          recheck = true;
        },
      )
      .finally(() => {
        reading = false;
        if (due) putRight();
        else release();
      });
  };

  return {
    sent: (uid) => {
      sending.add(uid);
    },
    answered: (uid) => {
      if (sending.delete(uid)) putRight();
    },
    cancelled: (uid) => {
      if (!sending.delete(uid)) return;
      if (field.transport().storedIds) {
        due = true;
        recheck = true;
      }
      putRight();
    },
    beforeUpload: () => {
      if (recheck) {
        recheck = false;
        due = true;
      }
      if (!due && !reading) return null;
      const settled = new Promise<void>((resolve) => waiting.push(resolve));
      putRight();
      return settled;
    },
  };
}
