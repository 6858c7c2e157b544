export {
  bankAccountApi,
  useGetBankAccountsQuery,
  useSaveBankAccountsMutation,
  useGetBankDictionaryQuery,
  useGetBankBranchesQuery,
  useLazyLookUpSwiftQuery,
  type BankAccount,
  type BankDictItem,
  type BankBranch,
  type SwiftBankInfo,
  type BranchQuery,
  type SaveBankAccountsArg,
} from './api/bankAccountApi';
export { CHINA_REGIONS, MUNICIPALITY_PROVINCE_CODES, type ProvinceEntry, type CityEntry } from './config/regions';
export {
  provinceCodeOf,
  isMunicipality,
  toWireCityCode,
  regionPathOf,
  regionOf,
  isCityComplete,
  regionOptions,
  type RegionPath,
  type RegionOption,
} from './lib/region';
