import { baseApi, dataShape, type BodyOf, type DataOf, type QueryOf, type ResponseOf } from '@/shared/api';

/** A bank account as the server sends and takes it (001 §3 "Bank account"). */
export type BankAccount = NonNullable<DataOf<'/kj-kyc/enterprise/listBankAccountByEnterpriseId', 'get'>>[number];
/** An entry of the bank dictionary (domestic mode, 001 §7). */
export type BankDictItem = NonNullable<DataOf<'/kj-kyc/bankDict/queryBankCodeDict'>>[number];
/** A branch of a bank in a city; unitedBankNumber is its CNAPS code (001 §3). */
export type BankBranch = NonNullable<DataOf<'/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode'>>[number];
/** Bank details found by SWIFT code (001 §7). */
export type SwiftBankInfo = NonNullable<DataOf<'/kj-kyc/bankInfo/list'>>[number];

export type BranchQuery = QueryOf<'/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode'>;

/** Save (advance=false: updateBankAccount) or next (advance=true: handleAfterUpdateBank), 001 §2.1, §7. */
export interface SaveBankAccountsArg {
  accounts: BodyOf<'/kj-kyc/enterprise/updateBankAccount'>;
  advance: boolean;
}

const withTag = baseApi.enhanceEndpoints({ addTagTypes: ['BankAccount'] });

export const bankAccountApi = withTag.injectEndpoints({
  endpoints: (build) => ({
    getBankAccounts: build.query<BankAccount[], { enterpriseId: string }>({
      query: ({ enterpriseId }) => ({ url: '/kj-kyc/enterprise/listBankAccountByEnterpriseId', method: 'GET', params: { enterpriseId } }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/enterprise/listBankAccountByEnterpriseId', 'get'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/enterprise/listBankAccountByEnterpriseId', 'get'>) => response.data ?? [],
      providesTags: (_result, _error, { enterpriseId }) => [{ type: 'BankAccount', id: enterpriseId }],
    }),
    /**
     * Stores the step's accounts. A non-200 answer rejects; the base query shows the
     * server's message (001 §8: on next the message is shown and the step stays).
     */
    saveBankAccounts: build.mutation<void, SaveBankAccountsArg>({
      query: ({ accounts, advance }) => ({
        url: advance ? '/kj-kyc/enterprise/handleAfterUpdateBank' : '/kj-kyc/enterprise/updateBankAccount',
        method: 'POST',
        body: accounts,
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { accounts }) => {
        const ids = new Set(accounts.map((account) => account.enterpriseId).filter((id): id is string => typeof id === 'string'));
        return [...ids].map((id) => ({ type: 'BankAccount' as const, id }));
      },
    }),
    /** The bank dictionary (domestic mode); support data, so a failure leaves the list empty without a toast. */
    getBankDictionary: build.query<BankDictItem[], void>({
      query: () => ({ url: '/kj-kyc/bankDict/queryBankCodeDict', method: 'POST', body: {} }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<'/kj-kyc/bankDict/queryBankCodeDict'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/bankDict/queryBankCodeDict'>) => response.data ?? [],
    }),
    /** Branches of a bank in a city (cityCode as the server knows it: see toWireCityCode). */
    getBankBranches: build.query<BankBranch[], BranchQuery>({
      query: (params) => ({ url: '/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode', method: 'POST', params }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode'>) => response.data ?? [],
    }),
    /** Bank details of a SWIFT code; an unknown code gives an empty list, which the form reports itself. */
    lookUpSwift: build.query<SwiftBankInfo[], { swiftCode: string }>({
      query: (body) => ({ url: '/kj-kyc/bankInfo/list', method: 'POST', body }),
      extraOptions: { data: dataShape<DataOf<'/kj-kyc/bankInfo/list'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-kyc/bankInfo/list'>) => response.data ?? [],
    }),
  }),
});

export const {
  useGetBankAccountsQuery,
  useSaveBankAccountsMutation,
  useGetBankDictionaryQuery,
  useGetBankBranchesQuery,
  useLazyLookUpSwiftQuery,
} = bankAccountApi;
