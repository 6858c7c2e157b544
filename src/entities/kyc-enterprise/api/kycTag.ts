/**
 * The KYC data of one enterprise (tag 'Kyc', id the enterprise id): every step's read
 * provides it and every save invalidates it, as one step's save can change another's read
 * (a saved manager who is the legal person joins the legal-person list).
 */
export const kycTag = (enterpriseId: string | null | undefined) => ({ type: 'Kyc' as const, id: enterpriseId ?? 'UNKNOWN' });
