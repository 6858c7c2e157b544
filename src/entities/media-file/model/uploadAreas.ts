import { useMemo } from 'react';
import type { FormInstance } from 'antd';
import type { UploadItem } from '@/shared/ui/upload';
import { useListMediaFilesQuery } from '../api/mediaApi';
import { toUploadItem } from '../lib/items';

export interface AreaFiles {
  /** The stored files as upload items; undefined while unknown (loading or failed). */
  items: UploadItem[] | undefined;
  isLoading: boolean;
}

/**
 * The stored files of one upload area, for a wizard's missing list: the same query (and
 * cache entry) as the form's upload field. Without a business key nothing was uploaded yet.
 */
export function useAreaFiles(busiKey: string | null | undefined, modelCode: string, catgId: string, skip = false): AreaFiles {
  const query = useListMediaFilesQuery({ busiKey: busiKey ?? '', modelCode, catgId }, { skip: skip || !busiKey });
  const stored = useMemo(() => query.data?.map(toUploadItem), [query.data]);
  return useMemo(() => {
    if (skip) return { items: undefined, isLoading: false };
    if (!busiKey) return { items: [], isLoading: false };
    return { items: stored, isLoading: query.isLoading };
  }, [skip, busiKey, stored, query.isLoading]);
}

/** The files of every area, or undefined when one of them is not known (the uploads are then not judged). */
export function knownFiles<K extends string>(areas: Record<K, AreaFiles>): Partial<Record<K, UploadItem[]>> | undefined {
  const entries = Object.entries(areas) as [K, AreaFiles][];
  if (entries.some(([, area]) => area.items === undefined)) return undefined;
  return Object.fromEntries(entries.map(([key, area]) => [key, area.items])) as Partial<Record<K, UploadItem[]>>;
}

/**
 * Upload areas are judged on next only (their stored files arrive through onChange when the
 * field loads, which must not show "please upload" at once); an area showing its message is
 * judged again when its files change, so the message goes once a file is there.
 */
export function recheckUploads(form: FormInstance, changed: Partial<Record<string, unknown>> | undefined): void {
  for (const key of Object.keys(changed ?? {})) {
    if (form.getFieldError(['files', key]).length > 0) void form.validateFields([['files', key]]).catch(() => undefined);
  }
}
