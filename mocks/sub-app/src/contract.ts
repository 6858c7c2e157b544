/**
 * What the portal gives a sub-application, as an outside team would declare it from the
 * portal's README ("Sub-application contract"). Nothing here is imported from the portal.
 */
export type Lang = 'zh' | 'en';

interface SharedMenuEntry {
  menuCode: string;
  name: string;
  nameEn: string;
  link: string | null;
  productType: string | null;
  children: SharedMenuEntry[];
}

/** The global shared state of the portal (000 §3). */
export interface PortalState {
  locale: Lang;
  childLocale: Lang;
  cartNumber: number;
  currentPagePath: string;
  enterprise: {
    enterpriseId: string;
    companyName: string;
    companyNameCn: string | null;
    companyIdentCode: string | null;
    status: string | null;
    productType: string | null;
    enterpriseRole: string | null;
    location: string | null;
  } | null;
  buttonPermissions: string[];
  exportDrawbackMenuList: SharedMenuEntry[];
}

/** The props qiankun's mount receives from the portal (bootstrap and unmount get the portal's own: routeBase, jumpToPayment). */
export interface PortalProps {
  /** The element to render into (qiankun's wrapper of this app). */
  container: HTMLElement;
  /** The qiankun name of this instance. */
  name: string;
  /** The hash prefix this app serves, e.g. `#/child-marketplacePortal`. */
  routeBase: string;
  /** Opens the portal's payment area (or the portal says it is not configured). */
  jumpToPayment: () => void;
  onGlobalStateChange: (callback: (state: PortalState, previous: PortalState) => void, fireImmediately?: boolean) => void;
  setGlobalState: (state: Partial<PortalState>) => boolean;
}
