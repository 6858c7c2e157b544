/** The seven steps of the company KYC wizard (001 §2.1, §9: seven steps). */
export const KYC_STEPS = {
  company: 1,
  manager: 2,
  legal: 3,
  beneficiary: 4,
  bank: 5,
  sign: 6,
  success: 7,
} as const;

export const KYC_STEP_COUNT = 7;
