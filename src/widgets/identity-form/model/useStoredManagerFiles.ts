import { MEDIA_MODEL, useStoredRecordFiles, type UploadItem } from '@/entities/media-file';
import { MANAGER_CATEGORY } from '../config/managerLimits';
import type { ManagerUploadKey } from './managerTypes';

/**
 * The stored ID images of a manager record (business key `busiKey`), for judging the
 * record outside the form (a wizard's missing list). `files` is undefined while one image
 * area is unknown, so the images are then not judged; `pending` skips the calls while the
 * record itself is loading or failed.
 */
export function useStoredManagerFiles(
  busiKey: string | null | undefined,
  pending: boolean,
): { files: Partial<Record<ManagerUploadKey, UploadItem[]>> | undefined; isLoading: boolean } {
  return useStoredRecordFiles(busiKey, MEDIA_MODEL.contact, MANAGER_CATEGORY, pending);
}
