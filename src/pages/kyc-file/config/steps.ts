/**
 * The KYC file wizard's variants and their steps (001 §2.2): six at /kycFileCN; the e-KYC
 * portal's (/childEkycPortal/efinKyc) has five, without the transaction password.
 */
export type KycFileVariant = 'cn' | 'efin';

export type KycFileStep = 'basics' | 'manager' | 'identity' | 'openAccount' | 'password' | 'success';

export const KYC_FILE_STEPS: Record<KycFileVariant, readonly KycFileStep[]> = {
  cn: ['basics', 'manager', 'identity', 'openAccount', 'password', 'success'],
  efin: ['basics', 'manager', 'identity', 'openAccount', 'success'],
};

/** The wizard's name in its unsaved-input keys, apart from the company KYC wizard's. */
export const KYC_FILE_FLOW = 'kycFile';
