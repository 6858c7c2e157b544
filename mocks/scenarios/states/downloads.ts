import { db } from '../../db';
import { signIn, updateSession } from '../../lib/session';
import { demoAccountId } from '../accounts';
import { CHINESE_FILE_NAME, createDownloadTask } from '../downloads';

/** The finished task the contract downloads and marks (its name is Chinese: RFC 5987). */
export const CONTRACT_TASK_ID = '900103';
/** The task that is still being packaged. */
export const CONTRACT_PENDING_TASK_ID = '900101';

const demoOneChoseOneTrade = () => {
  signIn(demoAccountId('demo.one'));
  updateSession({ orgId: '20001' });
};

/** Pact provider states of the downloads area (see ../providerStates.ts). */
export const downloadStates: Record<string, () => void> = {
  'user demo.one is signed in and chose One Trade, which has 23 download tasks': demoOneChoseOneTrade,
  'user demo.one is signed in and chose One Trade, whose download task 900103 is finished and not downloaded': () => {
    demoOneChoseOneTrade();
    // Part of the demo data; set again in case an earlier interaction changed it.
    const where = { id: { equals: CONTRACT_TASK_ID } };
    db.downloadTask.delete({ where });
    createDownloadTask(demoAccountId('demo.one'), '20001', { id: CONTRACT_TASK_ID, fileName: CHINESE_FILE_NAME, status: 'SUCCESS', createTime: '2026-11-22 08:00:00' });
  },
};
