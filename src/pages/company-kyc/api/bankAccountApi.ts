import { dataShape, generatedApi, type ArgOfEndpoint, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** A bank account as the server sends and takes it (001 §3 "Bank account"). */
export type BankAccount = NonNullable<DataOfEndpoint<'getBankAccounts'>>[number];
/** An entry of the bank dictionary (domestic mode, 001 §7). */
export type BankDictItem = NonNullable<DataOfEndpoint<'getBankDictionary'>>[number];
/** A branch of a bank in a city; unitedBankNumber is its CNAPS code (001 §3). */
export type BankBranch = NonNullable<DataOfEndpoint<'getBankBranches'>>[number];
/** Bank details found by SWIFT code (001 §7). */
export type SwiftBankInfo = NonNullable<DataOfEndpoint<'lookUpSwift'>>[number];

/** The accounts of the enterprises a saved list names are read again. */
const savedAccounts = (_result: unknown, _error: unknown, accounts: ArgOfEndpoint<'saveBankAccounts'>) => {
  const ids = new Set(accounts.map((account) => account.enterpriseId).filter((id): id is string => typeof id === 'string'));
  return [...ids].map((id) => ({ type: 'BankAccount' as const, id }));
};

/**
 * Step 5 of the company KYC wizard (001 §2.1, §7), read by the enterprise id: save keeps the
 * accounts (updateBankAccount), advance is next (handleAfterUpdateBank). A non-200 answer
 * rejects; the base query shows the server's message (001 §8: on next the message is shown
 * and the step stays).
 */
export const bankAccountApi = generatedApi.enhanceEndpoints<
  'BankAccount',
  WithResults<{ getBankAccounts: BankAccount[]; saveBankAccounts: void; advanceBankAccounts: void; getBankDictionary: BankDictItem[]; getBankBranches: BankBranch[]; lookUpSwift: SwiftBankInfo[] }>
>({
  addTagTypes: ['BankAccount'],
  endpoints: {
    getBankAccounts: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getBankAccounts'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getBankAccounts'>) => response.data ?? [],
      providesTags: (_result, _error, enterpriseId) => [{ type: 'BankAccount', id: enterpriseId }],
    },
    saveBankAccounts: { transformResponse: () => undefined, invalidatesTags: savedAccounts },
    advanceBankAccounts: { transformResponse: () => undefined, invalidatesTags: savedAccounts },
    /** The bank dictionary (domestic mode, asked with an empty body); support data, so a failure leaves the list empty without a toast. */
    getBankDictionary: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getBankDictionary'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getBankDictionary'>) => response.data ?? [],
    },
    /** Branches of a bank in a city (cityCode as the server knows it: see toWireCityCode). */
    getBankBranches: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getBankBranches'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getBankBranches'>) => response.data ?? [],
    },
    /** Bank details of a SWIFT code; an unknown code gives an empty list, which the form reports itself. */
    lookUpSwift: {
      extraOptions: { data: dataShape<DataOfEndpoint<'lookUpSwift'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'lookUpSwift'>) => response.data ?? [],
    },
  },
});

export const {
  useGetBankAccountsQuery,
  useSaveBankAccountsMutation,
  useAdvanceBankAccountsMutation,
  useGetBankDictionaryQuery,
  useGetBankBranchesQuery,
  useLazyLookUpSwiftQuery,
} = bankAccountApi;
