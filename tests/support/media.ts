import { db } from '@mocks/db';
import { SERVICE_SCHEDULE_AREA } from '@mocks/db/models/media';
import { MEDIA_CATEGORY, MEDIA_MODEL } from '@/entities/media-file';

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

/** Stores a document under a business key, as its upload would have left it (no content: a step only lists it). */
export function storeFile(modelCode: string, catgId: string, busiKey: string, fileName: string): void {
  const mime = fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  db.mediaFile.create({ id: `TEST-${catgId}-${busiKey}`, modelCode, catgId, busiKey, fileName, mime, size: 0, createdAt: 0, bytes: null });
}

/** Stores a person's ID front and back under their media key, as the step's uploads would have. */
export function storeIdImages(busiKey: string, [front, back]: readonly [string, string] = ['id-front.png', 'id-back.png']): void {
  storeFile(MEDIA_MODEL.contact, MEDIA_CATEGORY.idFront, busiKey, front);
  storeFile(MEDIA_MODEL.contact, MEDIA_CATEGORY.idBack, busiKey, back);
}
