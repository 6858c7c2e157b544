import { MEDIA_MODEL, useStoredRecordFiles, type UploadItem } from '@/entities/media-file';
import { COMPANY_CATEGORY } from '../config/limits';
import type { CompanyUploadKey } from './types';

/**
 * The stored files of every upload area of an enterprise's record (business key `busiKey`),
 * for judging the record outside the form (a wizard's missing list). `files` is undefined
 * while one area is unknown, so the uploads are then not judged; `pending` skips the calls
 * while the record itself is loading or failed.
 */
export function useStoredCompanyFiles(
  busiKey: string | null | undefined,
  pending: boolean,
): { files: Partial<Record<CompanyUploadKey, UploadItem[]>> | undefined; isLoading: boolean } {
  return useStoredRecordFiles(busiKey, MEDIA_MODEL.enterprise, COMPANY_CATEGORY, pending);
}
