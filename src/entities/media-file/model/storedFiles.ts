import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiDispatch } from '@/shared/api';
import type { UploadItem } from '@/shared/ui/upload';
import { mediaApi, type MediaQuery } from '../api/mediaApi';
import { toUploadItem } from '../lib/items';

/**
 * The stored files of several upload areas (001 §3: a record's files live in the media
 * service under its business key), for judging records outside their forms (a wizard's
 * missing list): each area's files in the order asked, undefined while its list is loading
 * or failed, so the rules leave it to the form. Any number of areas, so a list of entries
 * can ask for all of theirs; the calls are the upload field's own (shared cache).
 */
export function useStoredFiles(queries: readonly MediaQuery[]): { files: (UploadItem[] | undefined)[]; isLoading: boolean } {
  const dispatch = useDispatch<ApiDispatch>();
  const signature = queries.map((q) => `${q.busiKey}/${q.modelCode ?? ''}/${q.catgId ?? ''}`).join('|');
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
    const isLoading = results.some((result) => !result || result.isUninitialized || result.isLoading);
    const files = results.map((result) => (result?.isSuccess ? result.data.map(toUploadItem) : undefined));
    return { files, isLoading };
  }, [results]);
}

/**
 * The stored files of one record's upload areas (business key `busiKey`, one category per
 * key), for judging the record outside its form. `files` is undefined while one area is
 * unknown, so the uploads are then not judged; without a business key nothing was uploaded
 * yet; `pending` skips the calls while the record itself is loading or failed.
 */
export function useStoredRecordFiles<K extends string>(
  busiKey: string | null | undefined,
  modelCode: string,
  categories: Readonly<Record<K, string>>,
  pending: boolean,
): { files: Partial<Record<K, UploadItem[]>> | undefined; isLoading: boolean } {
  const queries = useMemo(
    () => (pending || !busiKey ? [] : Object.values<string>(categories).map((catgId) => ({ busiKey, modelCode, catgId }))),
    [pending, busiKey, modelCode, categories],
  );
  const stored = useStoredFiles(queries);
  return useMemo(() => {
    const keys = Object.keys(categories) as K[];
    if (pending) return { files: undefined, isLoading: false };
    if (!busiKey) return { files: Object.fromEntries(keys.map((key): [K, UploadItem[]] => [key, []])) as Partial<Record<K, UploadItem[]>>, isLoading: false };
    if (stored.files.length !== keys.length || stored.files.some((files) => files === undefined)) return { files: undefined, isLoading: stored.isLoading };
    return { files: Object.fromEntries(keys.map((key, index) => [key, stored.files[index]])) as Partial<Record<K, UploadItem[]>>, isLoading: stored.isLoading };
  }, [pending, busiKey, categories, stored]);
}
