import { useMemo } from 'react';
import { MEDIA_CATEGORY, MEDIA_MODEL, useStoredFiles, type MediaQuery, type UploadItem } from '@/entities/media-file';

type Area = 'front' | 'back' | 'companyFile';
const CATEGORY: Record<Area, string> = { front: MEDIA_CATEGORY.idFront, back: MEDIA_CATEGORY.idBack, companyFile: MEDIA_CATEGORY.companyFile };

/**
 * The stored files of entries' upload areas (001 §3: an entry's images live in the media
 * service under its mediaId), for judging entries outside the form (the wizard's
 * missing-data list). Each entry gets `front`, `back` (and `companyFile` when asked) once
 * its lists have loaded; a list that failed or is loading stays unknown (undefined), so
 * the rules leave it to the form.
 */
export function useStoredEntryFiles<E extends { mediaId: string }>(entries: readonly E[] | null, areas: readonly Area[]): { entries: (E & Partial<Record<Area, UploadItem[]>>)[] | null; isLoading: boolean } {
  const queries = useMemo<MediaQuery[]>(
    () => (entries ?? []).flatMap((entry) => areas.map((area) => ({ busiKey: entry.mediaId, modelCode: MEDIA_MODEL.contact, catgId: CATEGORY[area] }))),
    [entries, areas],
  );
  const stored = useStoredFiles(queries);
  return useMemo(() => {
    if (entries === null) return { entries: null, isLoading: true };
    let index = 0;
    const withFiles = entries.map((entry) => {
      const files: Partial<Record<Area, UploadItem[]>> = {};
      for (const area of areas) {
        const known = stored.files[index];
        index += 1;
        if (known) files[area] = known;
      }
      return { ...entry, ...files };
    });
    return { entries: withFiles, isLoading: stored.isLoading };
  }, [entries, areas, stored]);
}
