import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './baseQuery';

/**
 * The one RTK Query API. Its endpoints are generated from the OpenAPI document (endpoints.gen.ts);
 * each slice's `api` segment enhances the ones it owns (README "Adding a server call").
 * Tags name server data that actions invalidate (switching enterprise invalidates every
 * enterprise-scoped tag).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: ['Branding', 'Dictionary', 'Session', 'Enterprise', 'Menu', 'Product', 'ProductCentre', 'Notification', 'DownloadTask', 'Notice', 'MarketCloseTime', 'CurrentUser',
    // company KYC data per enterprise (001 §2.1): steps 1-4 of the wizard
    'Kyc',
    // the chosen enterprise's service contracts (000 §7 "Contracts")
    'Contract',
    // pre-approval (001 §2.5, §2.6): the enterprise's authorised stores and its company details
    'PreApprovalStore', 'CorpInfo',
  ],
  endpoints: () => ({}),
});

export const ENTERPRISE_SCOPED_TAGS = ['Enterprise', 'Menu', 'Product', 'ProductCentre', 'Notification', 'DownloadTask', 'Notice', 'MarketCloseTime',
  // company KYC data (001 §2.1)
  'Kyc',
  // service contracts (000 §7 "Contracts")
  'Contract',
  // pre-approval stores and company details (001 §2.5, §2.6)
  'PreApprovalStore', 'CorpInfo',
] as const;

/**
 * The dispatch headless flows (sign-in, sign-out, the single-sign-on landing) receive to
 * run endpoints outside React; any store state, as the endpoints are injected into the
 * one API.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;
