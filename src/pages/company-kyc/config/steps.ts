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

/** The steps whose data the user enters (the ones with save and a missing list). */
export const DATA_STEPS = [KYC_STEPS.company, KYC_STEPS.manager, KYC_STEPS.legal, KYC_STEPS.beneficiary, KYC_STEPS.bank] as const;

/** The status literal of a submitted application (001 §9). */
export const SUBMIT_STATUS = 'SUBMIT';
