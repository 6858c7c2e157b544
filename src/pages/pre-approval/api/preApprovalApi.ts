import {
  dataShape, generatedApi, multipart, withOwnRequests, type ArgOfEndpoint, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults,
} from '@/shared/api';
import { storableFile } from '@/shared/lib/validation';
import type { AuthorizedStore } from '@/entities/pre-approval';
import { DEFAULT_DOC_TYPE } from '../config/constants';

/** One choice of an enumeration: `name` is the Chinese label, `nameEn` the English one. */
export type EnumOption = NonNullable<DataOfEndpoint<'queryEnumList'>>[number];
/** A marketplace region with its marketplaces (001 §3 "Marketplace region"). */
export type MarketplaceRegion = NonNullable<DataOfEndpoint<'listMarketplaceRegion'>>[number];
export type Marketplace = NonNullable<MarketplaceRegion['regions']>[number];
/** What starting an authorisation returns: the link for the seller and the session to poll. */
export type AccessBinding = NonNullable<DataOfEndpoint<'bindEnterpriseAccess'>>;
export type AccessStatus = NonNullable<DataOfEndpoint<'queryAccessStatus'>>;
/** The platforms a seller connects (001 §2.6): global marketplace, vendor platform, others. */
export type AccessType = ArgOfEndpoint<'bindEnterpriseAccess'>['type'];
/** authStatus '2': the seller finished the authorisation (001 §4). */
export const AUTHORISED = '2';

interface SettlementUpload {
  store: AuthorizedStore;
  files: File[];
  /** A fresh UUID per submit. */
  requestId: string;
}

/**
 * The portal's arguments where the document has fixed fields or a multipart body: the regions
 * are the global marketplace's, an authorisation is the seller's own (SELF_REGISTRATION), and
 * batchUpload's form holds the files, each under a name that meets 000 §5's rule made from the
 * user's (storableFile), and the store they belong to.
 */
const ownCalls = withOwnRequests<
  typeof generatedApi,
  { listMarketplaceRegion: void; bindEnterpriseAccess: { type: AccessType; marketplace?: string }; batchUpload: SettlementUpload }
>(generatedApi, {
  listMarketplaceRegion: (_none, request) => request({ sceneType: 'AMAZON' }),
  bindEnterpriseAccess: ({ type, marketplace }, request) => request({ type, ...(marketplace ? { marketplace } : {}), source: 'SELF_REGISTRATION' }),
  batchUpload: ({ store, files, requestId }, request) =>
    multipart(
      request({
        files: files.map((file) => storableFile(file, 'settlement_file')),
        clientName: store.clientName ?? '',
        docType: store.docType ?? DEFAULT_DOC_TYPE,
        programName: store.programName ?? '',
        requestId,
        sellerId: store.storeName ?? '',
        marketplace: store.area ?? '',
      }),
    ),
});

/**
 * The pre-approval page's own calls (001 §2.5, §2.6, §4, §7 "Pre-approval"): saving the
 * company details, the enumerations, uploading settlement files, authorising stores; the
 * design is in the operation descriptions of openapi.yaml. What the portal reads of the
 * pre-approval (token, company details, stores) is entities/pre-approval's; the saves here
 * invalidate its tags ('CorpInfo', 'PreApprovalStore').
 */
export const preApprovalApi = ownCalls.enhanceEndpoints<
  never,
  WithResults<{
    queryEnumList: EnumOption[];
    updateCorpInfo: void;
    getWebsiteUrl: Record<string, string | null>;
    batchUpload: void;
    bindEnterpriseAccess: AccessBinding;
    queryAccessStatus: AccessStatus;
    listMarketplaceRegion: MarketplaceRegion[];
  }>
>({
  endpoints: {
    queryEnumList: {
      extraOptions: { data: dataShape<DataOfEndpoint<'queryEnumList'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'queryEnumList'>) => response.data ?? [],
    },
    updateCorpInfo: {
      transformResponse: () => undefined,
      invalidatesTags: ['CorpInfo'],
    },
    getWebsiteUrl: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getWebsiteUrl'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getWebsiteUrl'>) => response.data ?? {},
    },
    /** Uploads one store's chosen settlement files; the server appends them to its fileList. */
    batchUpload: {
      transformResponse: () => undefined,
      invalidatesTags: ['PreApprovalStore'],
    },
    /** Starts an authorisation; 'Others' adds its store at once, so the stores reload. */
    bindEnterpriseAccess: {
      extraOptions: { data: dataShape<DataOfEndpoint<'bindEnterpriseAccess'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'bindEnterpriseAccess'>): AccessBinding => response.data ?? { link: null, sceneState: null },
      invalidatesTags: (_result, error, { type }) => (type === 'Others' && !error ? ['PreApprovalStore'] : []),
    },
    /**
     * Polled every second while the dialog waits (001 §4): a failed poll does not toast every
     * second, and an answer is not kept once the dialog closes. On '2' the dialog invalidates
     * 'PreApprovalStore' (`preApprovalApi.util.invalidateTags`).
     */
    queryAccessStatus: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'queryAccessStatus'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'queryAccessStatus'>): AccessStatus => response.data ?? { authStatus: null },
      keepUnusedDataFor: 0,
    },
    listMarketplaceRegion: {
      extraOptions: { data: dataShape<DataOfEndpoint<'listMarketplaceRegion'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listMarketplaceRegion'>) => response.data ?? [],
    },
  },
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
