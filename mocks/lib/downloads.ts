import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data';
import { db } from '../db';

/** A stored download task, as the kj-tools (list) and tools-web (packaging, file) handlers read it. */
export type DownloadTaskRow = Omit<NonNullable<ReturnType<typeof db.downloadTask.findFirst>>, typeof ENTITY_TYPE | typeof PRIMARY_KEY>;

/** A task whose file can be downloaded (001 §2.8: SUCCESS, or PACKED in one variant). */
export const isFinished = (task: Pick<DownloadTaskRow, 'status'>) => task.status === 'SUCCESS' || task.status === 'PACKED';

/** The tasks of a user in an enterprise, newest first (ids break ties). */
export function tasksOf(accountId: string, enterpriseId: string): DownloadTaskRow[] {
  return db.downloadTask
    .findMany({ where: { accountId: { equals: accountId }, enterpriseId: { equals: enterpriseId } } })
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id));
}
