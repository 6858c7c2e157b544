import { dataShape, generatedApi, type ArgOfEndpoint, type DataOfEndpoint, type DownloadResult, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** The export-drawback application, drawbackFrom (000 §3), as the service stores it. */
export type DrawbackForm = NonNullable<DataOfEndpoint<'getDrawbackRecord'>>;
/** The application as step 3 submits it: every field, channelId being the manager's remark (000 §3). */
export type DrawbackApplication = ArgOfEndpoint<'applyDrawback'>;
/** The enterprise manager of the prefill (000 §3 "Enterprise manager"): id, phone, email, remark (the channelId). */
export type EnterpriseManager = NonNullable<DataOfEndpoint<'getEnterpriseManager'>>;

/**
 * The export-drawback onboarding (/exportDrawbackKyc, 000 §2, §4, §7): step 1's
 * enterprise-info check, the prefill reads of type=prefill (the enterprise manager and the
 * stored application; the KYC manager is getKycManager of entities/kyc-enterprise), the
 * manager update of step 2's association dialog, step 3's authorisation letter and the
 * application. The user-account half of the association dialog (validateUserAssociation,
 * editManageUser) is entities/session's. Failures show the server's message and reject,
 * so the step stays (000 §8); the letter's download shows the step's own failure text.
 */
export const exportDrawbackApi = generatedApi.enhanceEndpoints<
  never,
  WithResults<{
    checkEnterpriseInfo: boolean;
    getEnterpriseManager: EnterpriseManager | null;
    getDrawbackRecord: DrawbackForm | null;
    updateExportManager: void;
    downloadAuthLetter: DownloadResult;
    applyDrawback: void;
  }>
>({
  endpoints: {
    /** Next of step 1 needs it to pass (000 §4): true, or a rejection with the server's message. */
    checkEnterpriseInfo: {
      extraOptions: { data: dataShape<DataOfEndpoint<'checkEnterpriseInfo'>>('boolean') },
      transformResponse: (response: ResponseOfEndpoint<'checkEnterpriseInfo'>) => response.data !== false,
    },

    /** The enterprise manager; its remark is the application's channelId (000 §3). */
    getEnterpriseManager: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getEnterpriseManager'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getEnterpriseManager'>) => response.data ?? null,
      providesTags: ['Kyc'],
    },
    /** The enterprise's latest stored application, null before any: the prefill of type=prefill (000 §2). */
    getDrawbackRecord: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getDrawbackRecord'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getDrawbackRecord'>) => response.data ?? null,
      providesTags: ['Product'],
    },

    /** Confirm of the association dialog: the manager takes step 2's details (identType CREDENTIALS_ID). */
    updateExportManager: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Kyc']),
    },

    /**
     * Step 3's authorisation letter for the Chinese company name of step 1, saved under its
     * content-disposition name. The step shows its own 'Download failure' (000 §8).
     */
    downloadAuthLetter: { extraOptions: { download: true, handlesErrors: true } },

    /**
     * Submit of step 3 (000 §4): the product goes under review, so the product centre, the
     * enterprise's products and the menus (the drawback menus of client state follow the
     * menu) are fetched again.
     */
    applyDrawback: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Product', 'ProductCentre', 'Menu', 'Enterprise']),
    },
  },
});

export const {
  useCheckEnterpriseInfoMutation,
  useGetEnterpriseManagerQuery,
  useGetDrawbackRecordQuery,
  useUpdateExportManagerMutation,
  useDownloadAuthLetterMutation,
  useApplyDrawbackMutation,
} = exportDrawbackApi;
