/** contractStatus of a contract still to be signed (000 §3 "Contract": the value seen); any other is signed. */
export const WAITING_TO_SIGN = 'WAIT_SIGN';

/** Whether a contract still waits to be signed. */
export const isWaitingToSign = (contract: { contractStatus?: string | null } | null | undefined): boolean => contract?.contractStatus === WAITING_TO_SIGN;
