import type { EnterpriseKyc } from '../api/kycEnterpriseApi';

/** The location of a mainland enterprise (001 §3: TERRITORY means mainland). */
export const MAINLAND_LOCATION = 'TERRITORY';
/** The expiry date of a perennial certificate (001 §9). */
export const PERENNIAL_EXPIRY = '9999-12-31';

/**
 * The enterprise status param (INIT, BACK, SUBMIT, ...): the services send it plain or as
 * dictionary JSON {"dictParam": ...} (001 §3 "status"); null when there is none.
 */
export function kycStatusOf(enterprise: Pick<EnterpriseKyc, 'status'> | null | undefined): string | null {
  const raw = enterprise?.status?.trim();
  if (!raw) return null;
  if (!raw.startsWith('{')) return raw;
  try {
    const parsed = JSON.parse(raw) as { dictParam?: unknown };
    return typeof parsed.dictParam === 'string' && parsed.dictParam ? parsed.dictParam : null;
  } catch {
    return null;
  }
}

/** Submitted: the wizard opens read-only on its last step (001 §2.1, §4). */
export const isKycSubmitted = (enterprise: Pick<EnterpriseKyc, 'status'> | null | undefined) => kycStatusOf(enterprise) === 'SUBMIT';

/** Returned: the wizard shows the 'authentication failed' dialog with the audit comment (001 §2.1). */
export const isKycReturned = (enterprise: Pick<EnterpriseKyc, 'status'> | null | undefined) => kycStatusOf(enterprise) === 'BACK';

/** Mainland (legal-person wording, China fixed) or not (director wording) (001 §2.2, §6). */
export const isMainland = (location: string | null | undefined) => location === MAINLAND_LOCATION;

/** Whether the certificate never expires: flagged Y, or the perennial date. */
export const isPerennial = (enterprise: Pick<EnterpriseKyc, 'expirationPerennial' | 'companyIdentExpirationTime'>) =>
  enterprise.expirationPerennial === 'Y' || enterprise.companyIdentExpirationTime === PERENNIAL_EXPIRY;
