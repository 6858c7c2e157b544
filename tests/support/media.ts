import { db } from '@mocks/db';
import { SERVICE_SCHEDULE_AREA } from '@mocks/db/models/media';

/**
 * Removes the stored files of these business keys from the mock (the demo seed gives every
 * seeded step its documents), for tests of a step whose documents are still missing.
 */
export function withoutStoredFiles(...busiKeys: string[]): void {
  for (const busiKey of busiKeys) db.mediaFile.deleteMany({ where: { busiKey: { equals: busiKey } } });
}

/** Files stored by uploads during the test (the demo seed's own files aside: its step documents and the contracts' service schedules). */
export const uploadedFileCount = (): number =>
  db.mediaFile.getAll().filter((row) => !row.id.startsWith('SEED-') && row.catgId !== SERVICE_SCHEDULE_AREA.catgId).length;
