import type { RouteObject } from 'react-router-dom';
import { Navigate, redirect } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { chunkFailurePage, importWithRetry } from './lazyRetry';
import { ROUTES, EKYC_PORTAL_PREFIX, isShellSubApp, SUB_APP_PREFIXES } from '@/shared/config';
import { ensureOnboardingTexts } from '@/shared/i18n';

/**
 * The route table of 000 §2. Each route lazy-loads its page slice, so every page is its
 * own chunk. /home's child areas are absolute paths inside the shell layout because the
 * embedded sub-applications are activated by hash prefix (#/child-iDDPortal/...).
 * A chunk that fails to load is asked for once more before the route's error page offers
 * a reload (lazyRetry.ts).
 */
export const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => async () => {
  try {
    return { Component: (await importWithRetry(load))[name] };
  } catch (error) {
    return { Component: chunkFailurePage(error) };
  }
};

/**
 * An onboarding page (001): its texts are their own chunk, loaded with the page's chunk
 * (shared/i18n/onboarding.ts).
 */
const onboardingPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  page(async () => (await Promise.all([load(), ensureOnboardingTexts()]))[0], name);

const subApp = page(() => import(/* webpackChunkName: "page-sub-app" */ '@/pages/sub-app'), 'SubAppPage');
const subAppFullPage = page(() => import(/* webpackChunkName: "page-sub-app" */ '@/pages/sub-app'), 'SubAppFullPage');

/**
 * The onboarding pages pass the menu permission check first (001 §6); the check is its
 * own chunk, loaded with the first onboarding page.
 */
const permissionGate = page(() => import(/* webpackChunkName: "menu-permission-gate" */ './MenuPermissionGate'), 'MenuPermissionGate');

/**
 * Every route, at every depth, gets the portal's error page, so a page that fails shows it
 * in its place (inside the shell for the shell's pages) instead of the router's bare
 * default error screen.
 */
export function withErrorPage(table: RouteObject[]): RouteObject[] {
  return table.map((route) =>
    ({ ...route, errorElement: <RouteErrorPage />, ...(route.children ? { children: withErrorPage(route.children) } : {}) }) as RouteObject,
  );
}

/** The pages, each lazily loaded. */
export const pageRoutes: RouteObject[] = withErrorPage([
  { path: ROUTES.root, lazy: page(() => import(/* webpackChunkName: "page-login" */ '@/pages/login'), 'LoginPage') },
  { path: ROUTES.login, lazy: page(() => import(/* webpackChunkName: "page-login" */ '@/pages/login'), 'LoginPage') },
  { path: ROUTES.terms, lazy: page(() => import(/* webpackChunkName: "page-terms" */ '@/pages/terms'), 'TermsPage') },
  { path: ROUTES.companyChoose, lazy: page(() => import(/* webpackChunkName: "page-company-choose" */ '@/pages/company-choose'), 'CompanyChoosePage') },
  { path: ROUTES.logout, lazy: page(() => import(/* webpackChunkName: "page-logout" */ '@/pages/logout'), 'LogoutPage') },
  { path: ROUTES.jumpingLoading, lazy: page(() => import(/* webpackChunkName: "page-jumping-loading" */ '@/pages/jumping-loading'), 'JumpingLoadingPage') },
  { path: ROUTES.ssoLanding, lazy: page(() => import(/* webpackChunkName: "page-sso-landing" */ '@/pages/sso-landing'), 'SsoLandingPage') },
  {
    lazy: permissionGate,
    children: [
      // The e-finance product's page (000 §2, §4): its texts are the onboarding ones.
      { path: ROUTES.advanceCredit, lazy: onboardingPage(() => import(/* webpackChunkName: "page-advance-credit" */ '@/pages/advance-credit'), 'AdvanceCreditPage') },
      { path: ROUTES.contract, lazy: onboardingPage(() => import(/* webpackChunkName: "page-contract" */ '@/pages/contract'), 'ContractPage') },
      { path: ROUTES.kycFile, lazy: onboardingPage(() => import(/* webpackChunkName: "page-kyc-file" */ '@/pages/kyc-file'), 'KycFileCnPage') },
      // The e-KYC portal's KYC file wizard (five steps, 001 §2.2); the portal's other paths stay its own page.
      { path: ROUTES.efinKyc, lazy: onboardingPage(() => import(/* webpackChunkName: "page-kyc-file" */ '@/pages/kyc-file'), 'EfinKycPage') },
      // The e-KYC portal: a sub-application prefix of 000 §2, yet a top-level route outside the
      // /home shell (000 §2 route table): the host mounts its sub-application as the whole page.
      { path: `/${EKYC_PORTAL_PREFIX}/*`, lazy: subAppFullPage },
    ],
  },
  {
    lazy: page(() => import(/* webpackChunkName: "page-shell" */ '@/pages/shell'), 'HomeLayout'),
    children: [
      // /home lands on another page (000 §2). A loader redirect, so the first page the user
      // arrives at is the landing page itself (the navigation guard applies there).
      {
        path: ROUTES.home,
        lazy: async () => {
          const home = await importWithRetry(() => import(/* webpackChunkName: "page-shell" */ '@/pages/shell')).catch(chunkFailurePage);
          if (typeof home === 'function') return { Component: home };
          const { HomePage, homeLanding } = home;
          return { loader: ({ request }: { request: Request }) => redirect(homeLanding(new URL(request.url).search)), Component: HomePage };
        },
      },
      { path: ROUTES.bigHome, lazy: page(() => import(/* webpackChunkName: "page-big-home" */ '@/pages/big-home'), 'BigHomePage') },
      { path: ROUTES.productCentre, lazy: page(() => import(/* webpackChunkName: "page-product-centre" */ '@/pages/product-centre'), 'ProductCentrePage') },
      {
        lazy: permissionGate,
        children: [
          { path: ROUTES.exportDrawbackKyc, lazy: onboardingPage(() => import(/* webpackChunkName: "page-export-drawback-kyc" */ '@/pages/export-drawback-kyc'), 'ExportDrawbackKycPage') },
          { path: ROUTES.commKycFile, lazy: onboardingPage(() => import(/* webpackChunkName: "page-company-kyc" */ '@/pages/company-kyc'), 'CommKycFilePage') },
          // The pre-approval pages (001 §2.5, §2.6): one slice, two variants; the paths are the portal's choice.
          { path: ROUTES.preApproval, lazy: onboardingPage(() => import(/* webpackChunkName: "page-pre-approval" */ '@/pages/pre-approval'), 'StoreConnectionPage') },
          { path: ROUTES.preApprovalApply, lazy: onboardingPage(() => import(/* webpackChunkName: "page-pre-approval" */ '@/pages/pre-approval'), 'PreApprovalApplyPage') },
        ],
      },
      ...SUB_APP_PREFIXES.filter(isShellSubApp).map((prefix) => ({ path: `/${prefix}/*`, lazy: subApp })),
    ],
  },
  { path: ROUTES.notFound, lazy: page(() => import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found'), 'NotFoundPage') },
  { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
]);

/**
 * Every page inside the root layout, which holds the navigation guard (000 §2: from /login
 * with isReFlag=1 to the transaction details, see guardNavigation.ts) and the platform
 * agreement dialog.
 */
export const routes: RouteObject[] = [{ element: <RootLayout />, errorElement: <RouteErrorPage />, HydrateFallback: () => null, children: pageRoutes }];
