import { primaryKey } from '@mswjs/data';

/**
 * Bank accounts of the company KYC (001 §2.4, §3 "Bank account") and the bank reference
 * data the step looks things up in: the bank dictionary (domestic mode), branches by bank
 * and city with their CNAPS codes, and bank details by SWIFT code. Seeded from
 * scenarios/banks.ts.
 */
export const bankModels = {
  /** Step 5: one row per account, in the order the portal sent them; `data` is the BankAccount wire fields as JSON text. */
  bankAccount: {
    id: primaryKey(String),
    enterpriseId: String,
    orderNo: Number,
    data: String,
  },
  /** The bank dictionary: the bank's code (as in CNAPS codes) and its names. */
  bankDict: {
    id: primaryKey(String),
    orderNo: Number,
    nameZh: String,
    nameEn: String,
  },
  /** A branch of a bank in a city; cityCode as the server knows cities (a municipality by its xx0000 code). */
  bankBranch: {
    id: primaryKey(String),
    bankCode: String,
    cityCode: String,
    nameZh: String,
    nameEn: String,
    /** CNAPS code (12 digits). */
    unitedBankNumber: String,
  },
  /** Bank details of a SWIFT code (BIC, 8 or 11 characters). */
  swiftBank: {
    id: primaryKey(String),
    countryCode: String,
    countryZh: String,
    countryEn: String,
    cityZh: String,
    cityEn: String,
    bankNameZh: String,
    bankNameEn: String,
    branchZh: String,
    branchEn: String,
  },
};
