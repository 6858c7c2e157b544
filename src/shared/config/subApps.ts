/**
 * The e-KYC portal's hash prefix. 000 §2 lists #/childEkycPortal among the prefixes that
 * activate an embedded sub-application, but its route (/childEkycPortal/*, with
 * /childEkycPortal/efinKyc) is a top-level route of its own, not one of /home's child
 * areas: it opens outside the shell.
 */
export const EKYC_PORTAL_PREFIX = 'childEkycPortal';

/**
 * Every hash prefix of an embedded sub-application (000 §2): the e-KYC portal's and /home's
 * sub-application child areas. Whatever asks "is this a sub-application route" reads this
 * list. Plain data on purpose: a module of the config barrel that computes at load time
 * (a spread, a call) stops the bundler from inlining isMockBackend, and the production
 * build would keep the mock.
 */
export const SUB_APP_PREFIXES = [
  EKYC_PORTAL_PREFIX,
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
export type ShellSubAppPrefix = Exclude<SubAppPrefix, typeof EKYC_PORTAL_PREFIX>;

/**
 * Whether the sub-application is hosted inside the /home shell as one of its child areas
 * (000 §2 "/home has these child areas"): every one but the e-KYC portal. The route table
 * mounts the shell's host page for these.
 */
export function isShellSubApp(prefix: SubAppPrefix): prefix is ShellSubAppPrefix {
  return prefix !== EKYC_PORTAL_PREFIX;
}

/** The sub-application prefix a route path is below (`/childScbPortal/home` → `childScbPortal`), or null. */
export function subAppPrefixOf(pathname: string): SubAppPrefix | null {
  const first = pathname.split('/')[1] ?? '';
  return (SUB_APP_PREFIXES as readonly string[]).includes(first) ? (first as SubAppPrefix) : null;
}
