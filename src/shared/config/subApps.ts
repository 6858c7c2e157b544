/**
 * The e-KYC portal's hash prefix. 000 §2 lists #/childEkycPortal among the prefixes that
 * activate an embedded sub-application, but its route (/childEkycPortal/*, with
 * /childEkycPortal/efinKyc) is a top-level route of its own, not one of /home's child
 * areas: it opens outside the shell.
 */
export const EKYC_PORTAL_PREFIX = 'childEkycPortal';

/**
 * The sub-applications hosted inside the /home shell, one child area each (000 §2 "/home
 * has these child areas"). The route table mounts the shell's host page for each one and
 * the host page names its area by it.
 */
export const SHELL_SUB_APP_PREFIXES = [
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

/**
 * Every hash prefix of an embedded sub-application (000 §2): the e-KYC portal's and the
 * shell's areas. Whatever asks "is this a sub-application route" reads this list.
 */
export const SUB_APP_PREFIXES = [EKYC_PORTAL_PREFIX, ...SHELL_SUB_APP_PREFIXES] as const;

export type SubAppPrefix = (typeof SUB_APP_PREFIXES)[number];
export type ShellSubAppPrefix = (typeof SHELL_SUB_APP_PREFIXES)[number];

