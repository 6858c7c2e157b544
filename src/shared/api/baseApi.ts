import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './baseQuery';

/**
 * The one RTK Query API. Entities inject their endpoints in their own `api` segment.
 * Tags name server data that actions invalidate (switching enterprise invalidates every
 * enterprise-scoped tag).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: ['Branding', 'Dictionary', 'Session', 'Enterprise', 'Menu', 'Product', 'ProductCentre', 'Notification', 'DownloadTask', 'Notice', 'MarketCloseTime', 'CurrentUser'],
  endpoints: () => ({}),
});

export const ENTERPRISE_SCOPED_TAGS = ['Enterprise', 'Menu', 'Product', 'ProductCentre', 'Notification', 'DownloadTask', 'Notice', 'MarketCloseTime'] as const;
