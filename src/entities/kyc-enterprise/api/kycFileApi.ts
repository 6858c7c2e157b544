import { baseApi, dataShape, type BodyOf, type DataOf, type DownloadResult, type QueryOf, type ResponseOf } from '@/shared/api';
import { kycTag } from './kycTag';

const GET_ENTERPRISE = '/kj-kyc/eKyc/getEnterprise';
const SAVE_ENTERPRISE = '/kj-kyc/eKyc/saveEnterprise';
const GET_MANAGER = '/kj-kyc/eKyc/getManager';
const SAVE_MANAGER = '/kj-kyc/eKyc/saveManager';
const STAGE_MANAGER = '/kj-kyc/eKyc/stagedManager';
const GET_CONTACTS = '/kj-kyc/eKyc/getEnterpriseContact';
const SAVE_CONTACTS = '/kj-kyc/eKyc/saveEnterpriseContact';
const STAGE_CONTACTS = '/kj-kyc/eKyc/stagedEnterpriseContact';
const SUBMIT = '/kj-kyc/eKyc/submitOpenAccount';
const TRANSACTION_PASSWORD = '/kj-kyc/eKyc/saveTransactionPassword';
const AGREEMENT = '/kj-kyc/eKyc/downloadExportAgreement';

/** The enterprise as the KYC file wizard's step 1 edits it: the company KYC record (001 §3 "Enterprise (KYC)"). */
export type KycFileEnterprise = NonNullable<DataOf<typeof GET_ENTERPRISE>>;
/** The manager of step 2 (001 §3 "Manager"). */
export type KycFileManager = NonNullable<DataOf<typeof GET_MANAGER>>;
/** Step 3: legal (TERRITORY) or director (otherwise), beneficiaries and shareholders (001 §2.2, §2.3). */
export type KycFileContacts = NonNullable<DataOf<typeof GET_CONTACTS, 'get'>>;
/** A save or draft of step 3; it always names its enterprise. */
export type KycFileContactsBody = BodyOf<typeof SAVE_CONTACTS> & { enterpriseId: string };
/** The open-account form of step 4 (000 "Open-account form"). */
export type OpenAccountBody = BodyOf<typeof SUBMIT>;
/** Step 5: both passwords already RSA-encrypted with the login public key (000 §5, §7). */
export type TransactionPasswordBody = Omit<BodyOf<typeof TRANSACTION_PASSWORD>, 'encrypt'>;

/**
 * The second-generation KYC file wizard (/kycFileCN and the e-KYC portal, 001 §2.2, §7).
 * Steps 1-3 each have a read and a save that is the step's "next" (the server checks the
 * rules of 001 §5 and answers the first gap); steps 2 and 3 also have a draft for "back".
 * Failures show the server's message and reject, so the step stays (001 §8). The reads
 * share the company KYC wizard's tag: both wizards edit the same stored KYC.
 */
export const kycFileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycFileEnterprise: build.query<KycFileEnterprise | null, string>({
      query: (enterpriseId) => ({ url: GET_ENTERPRISE, method: 'POST', body: { enterpriseId } satisfies BodyOf<typeof GET_ENTERPRISE> }),
      extraOptions: { data: dataShape<DataOf<typeof GET_ENTERPRISE>>('object') },
      transformResponse: (response: ResponseOf<typeof GET_ENTERPRISE>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    /** Next of step 1; resolves with the enterprise's location (TERRITORY means mainland), which step 3's wording follows. */
    saveKycFileEnterprise: build.mutation<string | null, BodyOf<typeof SAVE_ENTERPRISE>>({
      query: (enterprise) => ({ url: SAVE_ENTERPRISE, method: 'POST', body: enterprise }),
      extraOptions: { data: dataShape<DataOf<typeof SAVE_ENTERPRISE>>('object') },
      transformResponse: (response: ResponseOf<typeof SAVE_ENTERPRISE>) => response.data?.location ?? null,
      // The names and registration code also show in the enterprise lists.
      invalidatesTags: (_result, error, enterprise) => (error ? [] : [kycTag(enterprise.id), 'Enterprise']),
    }),

    /** The manager as saved, or the draft of "back" when one is newer. */
    getKycFileManager: build.query<KycFileManager | null, string>({
      query: (enterpriseId) => ({ url: GET_MANAGER, method: 'POST', body: { enterpriseId } satisfies BodyOf<typeof GET_MANAGER> }),
      extraOptions: { data: dataShape<DataOf<typeof GET_MANAGER>>('object') },
      transformResponse: (response: ResponseOf<typeof GET_MANAGER>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    /** Next of step 2; the manager carries its enterpriseId. */
    saveKycFileManager: build.mutation<void, BodyOf<typeof SAVE_MANAGER>>({
      query: (manager) => ({ url: SAVE_MANAGER, method: 'POST', body: manager }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, manager) => (error ? [] : [kycTag(manager.enterpriseId)]),
    }),
    /** Back from step 2: keeps what was typed as a draft, unchecked (001 §2.2). */
    stageKycFileManager: build.mutation<void, BodyOf<typeof STAGE_MANAGER>>({
      query: (body) => ({ url: STAGE_MANAGER, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { enterpriseId }) => (error ? [] : [kycTag(enterpriseId)]),
    }),

    /** The identity information as saved, or the draft of "back" when one is newer. */
    getKycFileContacts: build.query<KycFileContacts | null, string>({
      query: (enterpriseId) => ({ url: GET_CONTACTS, method: 'GET', params: { enterpriseId } satisfies QueryOf<typeof GET_CONTACTS, 'get'> }),
      extraOptions: { data: dataShape<DataOf<typeof GET_CONTACTS, 'get'>>('object') },
      transformResponse: (response: ResponseOf<typeof GET_CONTACTS, 'get'>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    }),
    /** Next of step 3: at most 4 beneficial owners and 50 shareholders (001 §9), checked by the server. */
    saveKycFileContacts: build.mutation<void, KycFileContactsBody>({
      query: (body) => ({ url: SAVE_CONTACTS, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { enterpriseId }) => (error ? [] : [kycTag(enterpriseId)]),
    }),
    /** Back from step 3: keeps what was typed as a draft, unchecked (001 §2.2). */
    stageKycFileContacts: build.mutation<void, KycFileContactsBody>({
      query: (body) => ({ url: STAGE_CONTACTS, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { enterpriseId }) => (error ? [] : [kycTag(enterpriseId)]),
    }),

    /** Step 4's submit: the enterprise moves to SUBMIT, so its KYC data and its products change (001 §4). */
    submitOpenAccount: build.mutation<void, OpenAccountBody>({
      query: (body) => ({ url: SUBMIT, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Kyc', 'Enterprise', 'Product', 'ProductCentre']),
    }),
    /**
     * Step 5 (000 §5 "Transaction or set password"). Takes the passwords encrypted, like
     * the reset-password endpoint: the caller fetches the login public key and encrypts
     * them (shared/lib/crypto), so no plain password is ever an endpoint's argument.
     */
    saveTransactionPassword: build.mutation<void, TransactionPasswordBody>({
      query: (body) => ({ url: TRANSACTION_PASSWORD, method: 'POST', body: { ...body, encrypt: true } satisfies BodyOf<typeof TRANSACTION_PASSWORD> }),
      transformResponse: () => undefined,
    }),

    /**
     * The service agreement of step 4, saved under its content-disposition name. The step
     * shows its own 'Download failure' (000 §8), so a failure is not toasted here.
     */
    downloadExportAgreement: build.mutation<DownloadResult, { companyName: string }>({
      query: ({ companyName }) => ({ url: AGREEMENT, method: 'POST', params: { companyName } satisfies QueryOf<typeof AGREEMENT> }),
      extraOptions: { download: true, handlesErrors: true },
    }),
  }),
});

export const {
  useGetKycFileEnterpriseQuery,
  useSaveKycFileEnterpriseMutation,
  useGetKycFileManagerQuery,
  useSaveKycFileManagerMutation,
  useStageKycFileManagerMutation,
  useGetKycFileContactsQuery,
  useSaveKycFileContactsMutation,
  useStageKycFileContactsMutation,
  useSubmitOpenAccountMutation,
  useSaveTransactionPasswordMutation,
  useDownloadExportAgreementMutation,
} = kycFileApi;
