import { db } from '../../db';
import { createDownloadTask } from '../downloads';
import { currentSession } from '../../lib/session';
import { demoDataLacks, signedInUser, type ProviderState } from './kinds';

/** Pact provider states of the downloads area (see ../providerStates.ts), after a sign-in that chose an enterprise. */
export const downloadStates: Record<string, ProviderState> = {
  'the user has download tasks in the enterprise': {
    params: { enterpriseId: 'the enterprise\'s id' },
    afterwards: 'The signed-in user has download tasks in this enterprise, more than one page of 10, some finished and not downloaded.',
    setUp: ({ enterpriseId }) => {
      const accountId = signedInUser().id;
      if (db.downloadTask.count({ where: { accountId: { equals: accountId }, enterpriseId: { equals: enterpriseId! } } }) <= 10) {
        demoDataLacks(`page of more than 10 download tasks of the signed-in user in enterprise ${enterpriseId}`);
      }
    },
  },
  'a finished download task not yet downloaded': {
    params: { taskId: 'the task\'s id', fileName: 'the packaged file\'s name (sent in Content-Disposition)' },
    afterwards: 'The signed-in user has, in the chosen enterprise, this finished (SUCCESS) task not marked downloaded; its file has this name.',
    setUp: ({ taskId, fileName }) => {
      const accountId = signedInUser().id;
      const enterpriseId = currentSession().orgId ?? demoDataLacks('chosen enterprise: name "a signed-in user who chose an enterprise" first');
      db.downloadTask.delete({ where: { id: { equals: taskId! } } });
      createDownloadTask(accountId, enterpriseId, { id: taskId!, fileName: fileName!, status: 'SUCCESS', createTime: '2026-11-22 08:00:00' });
    },
  },
};
