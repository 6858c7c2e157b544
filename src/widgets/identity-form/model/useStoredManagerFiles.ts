import { useMemo } from 'react';
import { knownFiles, MEDIA_MODEL, useAreaFiles, type UploadItem } from '@/entities/media-file';
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
  const areas = {
    idFront: useAreaFiles(busiKey, MEDIA_MODEL.contact, MANAGER_CATEGORY.idFront, pending),
    idBack: useAreaFiles(busiKey, MEDIA_MODEL.contact, MANAGER_CATEGORY.idBack, pending),
  } satisfies Record<ManagerUploadKey, unknown>;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the areas object is new on every render; its entries are stable
  const files = useMemo(() => knownFiles(areas), [areas.idFront, areas.idBack]);
  const isLoading = Object.values(areas).some((area) => area.isLoading);
  return { files, isLoading };
}
