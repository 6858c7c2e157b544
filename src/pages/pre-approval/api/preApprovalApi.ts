import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
import { storableFileName } from '@/shared/lib/validation';
import type { AuthorizedStore } from '@/entities/pre-approval';
import { DEFAULT_DOC_TYPE } from '../config/constants';

const UPDATE_CORP_INFO = '/kj-bigdata/preApproval/updateByEnterpriseId';
const BATCH_UPLOAD = '/kj-bigdata/preApproval/batchUpload';
const BIND_ACCESS = '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess';
const ACCESS_STATUS = '/kj-bigdata/enterpriseAccess/queryAccessStatus';
const REGIONS = '/kj-bigdata/enterpriseAccess/listMarketplaceRegion';
const ENUM_LIST = '/kj-tools/enumType/queryList';
const WEBSITE_URL = '/kj-tools/configuration/getWebsiteUrl';

/** The enumerations of the details step (001 §7 queryList). */
export type PreApprovalEnum = 'MonthlySalesEnum' | 'BusinessScopeEnum';
/** One choice of an enumeration: `name` is the Chinese label, `nameEn` the English one. */
export type EnumOption = NonNullable<DataOf<typeof ENUM_LIST>>[number];
/** A marketplace region with its marketplaces (001 §3 "Marketplace region"). */
export type MarketplaceRegion = NonNullable<DataOf<typeof REGIONS>>[number];
export type Marketplace = NonNullable<MarketplaceRegion['regions']>[number];
/** What starting an authorisation returns: the link for the seller and the session to poll. */
export type AccessBinding = NonNullable<DataOf<typeof BIND_ACCESS>>;
export type AccessStatus = NonNullable<DataOf<typeof ACCESS_STATUS>>;
/** The platforms a seller connects (001 §2.6): global marketplace, vendor platform, others. */
export type AccessType = 'amazon' | 'jdvc' | 'Others';
/** authStatus '2': the seller finished the authorisation (001 §4). */
export const AUTHORISED = '2';

export interface CorpInfoUpdate {
  enterpriseId: string;
  monthlySales: string;
  businessScope: string;
}

export interface SettlementUpload {
  store: AuthorizedStore;
  files: File[];
  /** A fresh UUID per submit. */
  requestId: string;
}

/**
 * The multipart body of batchUpload (001 §7): the files, each under a name that meets 000 §5's
 * rule made from the user's (storableFileName), and the store they belong to.
 */
const uploadForm = ({ store, files, requestId }: SettlementUpload) => {
  const form = new FormData();
  for (const file of files) form.append('files', file, storableFileName(file.name, 'settlement_file'));
  form.append('clientName', store.clientName ?? '');
  form.append('docType', store.docType ?? DEFAULT_DOC_TYPE);
  form.append('programName', store.programName ?? '');
  form.append('requestId', requestId);
  form.append('sellerId', store.storeName ?? '');
  form.append('marketplace', store.area ?? '');
  return form;
};

/**
 * The pre-approval page's own calls (001 §2.5, §2.6, §4, §7 "Pre-approval"): saving the
 * company details, the enumerations, uploading settlement files, authorising stores; the
 * design is in the operation descriptions of openapi.yaml. What the portal reads of the
 * pre-approval (token, company details, stores) is entities/pre-approval's; the saves here
 * invalidate its tags ('CorpInfo', 'PreApprovalStore').
 */
export const preApprovalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    queryEnumList: build.query<EnumOption[], PreApprovalEnum>({
      query: (enumType) => ({ url: ENUM_LIST, method: 'POST', body: { enumType } satisfies BodyOf<typeof ENUM_LIST> }),
      extraOptions: { data: dataShape<DataOf<typeof ENUM_LIST>>('array') },
      transformResponse: (response: ResponseOf<typeof ENUM_LIST>) => response.data ?? [],
    }),

    updateCorpInfo: build.mutation<void, CorpInfoUpdate>({
      query: (body) => ({ url: UPDATE_CORP_INFO, method: 'POST', body: body satisfies BodyOf<typeof UPDATE_CORP_INFO> }),
      transformResponse: () => undefined,
      invalidatesTags: ['CorpInfo'],
    }),

    getWebsiteUrl: build.query<Record<string, string | null>, string[]>({
      query: (keys) => ({ url: WEBSITE_URL, method: 'POST', body: keys satisfies BodyOf<typeof WEBSITE_URL> }),
      extraOptions: { data: dataShape<DataOf<typeof WEBSITE_URL>>('object') },
      transformResponse: (response: ResponseOf<typeof WEBSITE_URL>) => response.data ?? {},
    }),

    /** Uploads one store's chosen settlement files; the server appends them to its fileList. */
    batchUpload: build.mutation<void, SettlementUpload>({
      query: (upload) => ({ url: BATCH_UPLOAD, method: 'POST', body: uploadForm(upload) }),
      transformResponse: () => undefined,
      invalidatesTags: ['PreApprovalStore'],
    }),

    /** Starts an authorisation; 'Others' adds its store at once, so the stores reload. */
    bindEnterpriseAccess: build.mutation<AccessBinding, { type: AccessType; marketplace?: string }>({
      query: ({ type, marketplace }) => ({
        url: BIND_ACCESS,
        method: 'POST',
        body: { type, ...(marketplace ? { marketplace } : {}), source: 'SELF_REGISTRATION' } satisfies BodyOf<typeof BIND_ACCESS>,
      }),
      extraOptions: { data: dataShape<DataOf<typeof BIND_ACCESS>>('object') },
      transformResponse: (response: ResponseOf<typeof BIND_ACCESS>): AccessBinding => response.data ?? { link: null, sceneState: null },
      invalidatesTags: (_result, error, { type }) => (type === 'Others' && !error ? ['PreApprovalStore'] : []),
    }),

    /**
     * Polled every second while the dialog waits (001 §4): a failed poll does not toast every
     * second, and an answer is not kept once the dialog closes. On '2' the dialog invalidates
     * 'PreApprovalStore' (`preApprovalApi.util.invalidateTags`).
     */
    queryAccessStatus: build.query<AccessStatus, string>({
      query: (sceneState) => ({ url: ACCESS_STATUS, method: 'POST', body: { sceneState } satisfies BodyOf<typeof ACCESS_STATUS> }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof ACCESS_STATUS>>('object') },
      transformResponse: (response: ResponseOf<typeof ACCESS_STATUS>): AccessStatus => response.data ?? { authStatus: null },
      keepUnusedDataFor: 0,
    }),

    listMarketplaceRegion: build.query<MarketplaceRegion[], void>({
      query: () => ({ url: REGIONS, method: 'POST', body: { sceneType: 'AMAZON' } satisfies BodyOf<typeof REGIONS> }),
      extraOptions: { data: dataShape<DataOf<typeof REGIONS>>('array') },
      transformResponse: (response: ResponseOf<typeof REGIONS>) => response.data ?? [],
    }),
  }),
});

export const {
  useQueryEnumListQuery,
  useUpdateCorpInfoMutation,
  useGetWebsiteUrlQuery,
  useBatchUploadMutation,
  useBindEnterpriseAccessMutation,
  useQueryAccessStatusQuery,
  useListMarketplaceRegionQuery,
} = preApprovalApi;
