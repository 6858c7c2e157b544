import { baseApi, dataShape, type BodyOf, type DataOf, type DownloadResult, type QueryOf, type ResponseOf } from '@/shared/api';

const CHECK_ENTERPRISE = '/kj-sys/kjEnterprise/checkInitEnterpriseInfo';
const ENTERPRISE_MANAGER = '/kj-kyc/enterpriseContact/getEnterpriseManager';
const RECORD = '/kj-kyc/self/registration/exportRefundRecordTransition';
const UPDATE_MANAGER = '/kj-kyc/eKyc/updateExportManager';
const AUTH_LETTER = '/kj-kyc/eKyc/downloadAuthLetterByCompanyNameCn';
const APPLY = '/kj-kyc/self/registration/applyDrawback';

/** The export-drawback application, drawbackFrom (000 §3), as the service stores it. */
export type DrawbackForm = NonNullable<DataOf<typeof RECORD, 'get'>>;
/** The application as step 3 submits it: every field, channelId being the manager's remark (000 §3). */
export type DrawbackApplication = BodyOf<typeof APPLY>;
/** Step 1's fields, checked by the enterprise-info check (000 §4, §5 step 1). */
export type EnterpriseInfoCheck = BodyOf<typeof CHECK_ENTERPRISE>;
/** The enterprise manager of the prefill (000 §3 "Enterprise manager"): id, phone, email, remark (the channelId). */
export type EnterpriseManager = NonNullable<DataOf<typeof ENTERPRISE_MANAGER, 'get'>>;
/** The manager update of the association dialog (000 §3 "Manager update payload"), with its enterprise. */
export type ExportManagerUpdate = BodyOf<typeof UPDATE_MANAGER>;

/**
 * The export-drawback onboarding (/exportDrawbackKyc, 000 §2, §4, §7): step 1's
 * enterprise-info check, the prefill reads of type=prefill (the enterprise manager and the
 * stored application; the KYC manager is getKycManager of entities/kyc-enterprise), the
 * manager update of step 2's association dialog, step 3's authorisation letter and the
 * application. The user-account half of the association dialog (validateUserAssociation,
 * editManageUser) is entities/session's. Failures show the server's message and reject,
 * so the step stays (000 §8); the letter's download shows the step's own failure text.
 */
export const exportDrawbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Next of step 1 needs it to pass (000 §4): true, or a rejection with the server's message. */
    checkEnterpriseInfo: build.mutation<boolean, EnterpriseInfoCheck>({
      query: (body) => ({ url: CHECK_ENTERPRISE, method: 'POST', body }),
      extraOptions: { data: dataShape<DataOf<typeof CHECK_ENTERPRISE>>('boolean') },
      transformResponse: (response: ResponseOf<typeof CHECK_ENTERPRISE>) => response.data !== false,
    }),

    /** The enterprise manager; its remark is the application's channelId (000 §3). */
    getEnterpriseManager: build.query<EnterpriseManager | null, string>({
      query: (enterpriseId) => ({ url: ENTERPRISE_MANAGER, method: 'GET', params: { enterpriseId } satisfies QueryOf<typeof ENTERPRISE_MANAGER, 'get'> }),
      extraOptions: { data: dataShape<DataOf<typeof ENTERPRISE_MANAGER, 'get'>>('object') },
      transformResponse: (response: ResponseOf<typeof ENTERPRISE_MANAGER, 'get'>) => response.data ?? null,
      providesTags: ['Kyc'],
    }),
    /** The enterprise's latest stored application, null before any: the prefill of type=prefill (000 §2). */
    getDrawbackRecord: build.query<DrawbackForm | null, string>({
      query: (enterpriseId) => ({ url: RECORD, method: 'GET', params: { enterpriseId } satisfies QueryOf<typeof RECORD, 'get'> }),
      extraOptions: { data: dataShape<DataOf<typeof RECORD, 'get'>>('object') },
      transformResponse: (response: ResponseOf<typeof RECORD, 'get'>) => response.data ?? null,
      providesTags: ['Product'],
    }),

    /** Confirm of the association dialog: the manager takes step 2's details (identType CREDENTIALS_ID). */
    updateExportManager: build.mutation<void, Omit<ExportManagerUpdate, 'identType'>>({
      query: (body) => ({ url: UPDATE_MANAGER, method: 'POST', body: { ...body, identType: 'CREDENTIALS_ID' } satisfies ExportManagerUpdate }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Kyc']),
    }),

    /**
     * Step 3's authorisation letter for the Chinese company name of step 1, saved under its
     * content-disposition name. The step shows its own 'Download failure' (000 §8).
     */
    downloadAuthLetter: build.mutation<DownloadResult, { companyNameCn: string }>({
      query: ({ companyNameCn }) => ({ url: AUTH_LETTER, method: 'POST', params: { companyNameCn } satisfies QueryOf<typeof AUTH_LETTER> }),
      extraOptions: { download: true, handlesErrors: true },
    }),

    /**
     * Submit of step 3 (000 §4): the product goes under review, so the product centre, the
     * enterprise's products and the menus (the drawback menus of client state follow the
     * menu) are fetched again.
     */
    applyDrawback: build.mutation<void, DrawbackApplication>({
      query: (body) => ({ url: APPLY, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Product', 'ProductCentre', 'Menu', 'Enterprise']),
    }),
  }),
});

export const {
  useCheckEnterpriseInfoMutation,
  useGetEnterpriseManagerQuery,
  useGetDrawbackRecordQuery,
  useUpdateExportManagerMutation,
  useDownloadAuthLetterMutation,
  useApplyDrawbackMutation,
} = exportDrawbackApi;
