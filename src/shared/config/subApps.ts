/**
 * Hash prefixes of the embedded sub-applications hosted inside the /home shell (000 §2).
 * The route table mounts one host route per prefix and the host page names its area by
 * it; both read this one list.
 */
export const SUB_APP_PREFIXES = [
  'child-iDDPortal',
  'childUserPt',
  'childiDDUserPortal',
  'childDocExchange',
  'childScbPortal',
  'child-efinancePortal',
  'child-marketplacePortal',
  'child-digipoPortal',
  'childDocCheckPortal',
  'child-accountSettingPortal',
] as const;

export type SubAppPrefix = (typeof SUB_APP_PREFIXES)[number];
