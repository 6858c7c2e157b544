import { dataShape, generatedApi, type ArgOfEndpoint, type DataOfEndpoint, type DownloadResult, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { kycTag } from './kycTag';

/** The enterprise as the KYC file wizard's step 1 edits it: the company KYC record (001 §3 "Enterprise (KYC)"). */
export type KycFileEnterprise = NonNullable<DataOfEndpoint<'getKycFileEnterprise'>>;
/** The manager of step 2 (001 §3 "Manager"). */
export type KycFileManager = NonNullable<DataOfEndpoint<'getKycFileManager'>>;
/** Step 3: legal (TERRITORY) or director (otherwise), beneficiaries and shareholders (001 §2.2, §2.3). */
export type KycFileContacts = NonNullable<DataOfEndpoint<'getKycFileContacts'>>;

/** The enterprise a read of steps 1 and 2 names: the portal sends { enterpriseId }, the document also allows the bare id. */
const enterpriseOf = (arg: ArgOfEndpoint<'getKycFileEnterprise'>) => (typeof arg === 'string' ? arg : arg.enterpriseId);

/** What a save or draft of one enterprise's KYC invalidates. */
const savedFor = (_result: unknown, error: unknown, { enterpriseId }: { enterpriseId?: string | null }) => (error ? [] : [kycTag(enterpriseId)]);

/**
 * The second-generation KYC file wizard (/kycFileCN and the e-KYC portal, 001 §2.2, §7).
 * Steps 1-3 each have a read and a save that is the step's "next" (the server checks the
 * rules of 001 §5 and answers the first gap); steps 2 and 3 also have a draft for "back".
 * Failures show the server's message and reject, so the step stays (001 §8). The reads
 * share the company KYC wizard's tag: both wizards edit the same stored KYC. Steps 1 and 2
 * are read with { enterpriseId }, step 3 with the id itself, as the document has them.
 */
export const kycFileApi = generatedApi.enhanceEndpoints<
  never,
  WithResults<{
    getKycFileEnterprise: KycFileEnterprise | null;
    saveKycFileEnterprise: string | null;
    getKycFileManager: KycFileManager | null;
    saveKycFileManager: void;
    stageKycFileManager: void;
    getKycFileContacts: KycFileContacts | null;
    saveKycFileContacts: void;
    stageKycFileContacts: void;
    submitOpenAccount: void;
    saveTransactionPassword: void;
    downloadExportAgreement: DownloadResult;
  }>
>({
  endpoints: {
    getKycFileEnterprise: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getKycFileEnterprise'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getKycFileEnterprise'>) => response.data ?? null,
      providesTags: (_result, _error, arg) => [kycTag(enterpriseOf(arg))],
    },
    /** Next of step 1; resolves with the enterprise's location (TERRITORY means mainland), which step 3's wording follows. */
    saveKycFileEnterprise: {
      extraOptions: { data: dataShape<DataOfEndpoint<'saveKycFileEnterprise'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'saveKycFileEnterprise'>) => response.data?.location ?? null,
      // The names and registration code also show in the enterprise lists.
      invalidatesTags: (_result, error, enterprise) => (error ? [] : [kycTag(enterprise.id), 'Enterprise']),
    },

    /** The manager as saved, or the draft of "back" when one is newer. */
    getKycFileManager: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getKycFileManager'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getKycFileManager'>) => response.data ?? null,
      providesTags: (_result, _error, arg) => [kycTag(enterpriseOf(arg))],
    },
    /** Next of step 2; the manager carries its enterpriseId. */
    saveKycFileManager: { transformResponse: () => undefined, invalidatesTags: savedFor },
    /** Back from step 2: keeps what was typed as a draft, unchecked (001 §2.2). */
    stageKycFileManager: { transformResponse: () => undefined, invalidatesTags: savedFor },

    /** The identity information as saved, or the draft of "back" when one is newer. */
    getKycFileContacts: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getKycFileContacts'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getKycFileContacts'>) => response.data ?? null,
      providesTags: (_result, _error, enterpriseId) => [kycTag(enterpriseId)],
    },
    /** Next of step 3: at most 4 beneficial owners and 50 shareholders (001 §9), checked by the server. */
    saveKycFileContacts: { transformResponse: () => undefined, invalidatesTags: savedFor },
    /** Back from step 3: keeps what was typed as a draft, unchecked (001 §2.2); a save or draft always names its enterprise. */
    stageKycFileContacts: { transformResponse: () => undefined, invalidatesTags: savedFor },

    /** Step 4's submit: the enterprise moves to SUBMIT, so its KYC data and its products change (001 §4). */
    submitOpenAccount: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Kyc', 'Enterprise', 'Product', 'ProductCentre']),
    },
    /**
     * Step 5 (000 §5 "Transaction or set password"). Takes the passwords encrypted (and
     * `encrypt: true` saying so, 000 §7), like the reset-password endpoint: the caller fetches the login public key and encrypts
     * them (shared/lib/crypto), so no plain password is ever an endpoint's argument.
     */
    saveTransactionPassword: { transformResponse: () => undefined },

    /**
     * The service agreement of step 4 for the company name, saved under its
     * content-disposition name. The step shows its own 'Download failure' (000 §8), so a
     * failure is not toasted here.
     */
    downloadExportAgreement: { extraOptions: { download: true, handlesErrors: true } },
  },
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
