import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { MEDIA_CATEGORY, MEDIA_MODEL, mediaApi, toUploadItem, type MediaQuery, type UploadItem } from '@/entities/media-file';
import type { ApiDispatch } from '@/shared/api';

type Area = 'front' | 'back' | 'companyFile';
const CATEGORY: Record<Area, string> = { front: MEDIA_CATEGORY.idFront, back: MEDIA_CATEGORY.idBack, companyFile: MEDIA_CATEGORY.companyFile };

/**
 * The stored files of entries' upload areas (001 §3: an entry's images live in the media
 * service under its mediaId), for judging entries outside the form (the wizard's
 * missing-data list). Each entry gets `front`, `back` (and `companyFile` when asked) once
 * its lists have loaded; a list that failed or is loading stays unknown (undefined), so
 * the rules leave it to the form. The calls are the upload field's own (shared cache).
 */
export function useStoredEntryFiles<E extends { mediaId: string }>(entries: readonly E[] | null, areas: readonly Area[]): { entries: (E & Partial<Record<Area, UploadItem[]>>)[] | null; isLoading: boolean } {
  const dispatch = useDispatch<ApiDispatch>();
  const queries = useMemo<MediaQuery[]>(
    () => (entries ?? []).flatMap((entry) => areas.map((area) => ({ busiKey: entry.mediaId, modelCode: MEDIA_MODEL.contact, catgId: CATEGORY[area] }))),
    [entries, areas],
  );
  const signature = queries.map((q) => `${q.busiKey}/${q.catgId ?? ''}`).join('|');
  useEffect(() => {
    const subscriptions = queries.map((query) => dispatch(mediaApi.endpoints.listMediaFiles.initiate(query) as unknown as UnknownAction) as unknown as { unsubscribe(): void });
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    // The signature names the queries; a new array with the same queries needs no new subscriptions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, dispatch]);
  // One memoised selector per query, so an unchanged cache entry is the same object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selectors = useMemo(() => queries.map((query) => mediaApi.endpoints.listMediaFiles.select(query)), [signature]);
  const results = useSelector(
    (state: Parameters<(typeof selectors)[number]>[0]) => selectors.map((select) => select(state)),
    shallowEqual,
  );
  return useMemo(() => {
    if (entries === null) return { entries: null, isLoading: true };
    let index = 0;
    let isLoading = false;
    const withFiles = entries.map((entry) => {
      const files: Partial<Record<Area, UploadItem[]>> = {};
      for (const area of areas) {
        const result = results[index];
        index += 1;
        if (!result || result.isUninitialized || result.isLoading) isLoading = true;
        if (result?.isSuccess) files[area] = result.data.map(toUploadItem);
      }
      return { ...entry, ...files };
    });
    return { entries: withFiles, isLoading };
  }, [entries, areas, results]);
}
