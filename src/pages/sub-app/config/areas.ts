/**
 * The sub-application areas this host page names (000 §2). The route table
 * (app/routes SUB_APP_PREFIXES) mounts one host route per prefix; a test keeps both equal
 * (the app cannot import this without pulling the page into the first chunk).
 */
export const SUB_APP_AREAS = [
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

export type SubAppPrefix = (typeof SUB_APP_AREAS)[number];

export function subAppPrefixOf(pathname: string): SubAppPrefix | null {
  const first = pathname.split('/')[1] ?? '';
  return (SUB_APP_AREAS as readonly string[]).includes(first) ? (first as SubAppPrefix) : null;
}

/** 000 §2: while #/childiDDUserPortal is mounted the product is IDD. */
export const IDD_USER_PORTAL: SubAppPrefix = 'childiDDUserPortal';
