/** Handlers of the kj-kyc-product calls (issue 4); filled in by their owner. */
export const kjKycProductHandlers = [];
