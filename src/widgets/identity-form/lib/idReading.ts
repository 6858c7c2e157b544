import { splitOcrName, type OcrFields } from '@/entities/media-file';

/** The identity fields an ID image's reading may fill. */
export type IdReadingField = 'identNo' | 'lastName' | 'firstName';
export const ID_READING_FIELDS: readonly IdReadingField[] = ['identNo', 'lastName', 'firstName'];

/**
 * What an ID image's OCR read, as the identity fields (001 §2.3): the ID number, and the
 * name with its first character as the family name and the rest as the first name.
 */
export function idReading(fields: OcrFields): Partial<Record<IdReadingField, string>> {
  const name = splitOcrName(fields.name);
  return { identNo: fields.idNo?.trim() ?? '', lastName: name?.lastName ?? '', firstName: name?.firstName ?? '' };
}
