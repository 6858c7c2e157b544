import { useMemo } from 'react';
import { knownFiles, MEDIA_MODEL, useAreaFiles, type UploadItem } from '@/entities/media-file';
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
  const model = MEDIA_MODEL.enterprise;
  const areas = {
    businessLicence: useAreaFiles(busiKey, model, COMPANY_CATEGORY.businessLicence, pending),
    registration: useAreaFiles(busiKey, model, COMPANY_CATEGORY.registration, pending),
    business: useAreaFiles(busiKey, model, COMPANY_CATEGORY.business, pending),
    equity: useAreaFiles(busiKey, model, COMPANY_CATEGORY.equity, pending),
    annualReport: useAreaFiles(busiKey, model, COMPANY_CATEGORY.annualReport, pending),
    articles: useAreaFiles(busiKey, model, COMPANY_CATEGORY.articles, pending),
  } satisfies Record<CompanyUploadKey, unknown>;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the areas object is new on every render; its entries are stable
  const files = useMemo(() => knownFiles(areas), [areas.businessLicence, areas.registration, areas.business, areas.equity, areas.annualReport, areas.articles]);
  const isLoading = Object.values(areas).some((area) => area.isLoading);
  return { files, isLoading };
}
