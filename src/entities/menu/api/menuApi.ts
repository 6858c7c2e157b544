import { dataShape, generatedApi, withOwnRequests, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { CHANNEL_MENU } from '@/shared/config';

/** The server-driven menu (000 §3 "Menu node", §7 "menu by enterprise"). */
export type MenuNode = NonNullable<DataOfEndpoint<'getEnterpriseMenu'>>[number];

/** The enterprise whose menu is asked for, and the login name when the portal knows it (the server knows the user by the session). */
interface MenuOf {
  enterpriseId: string;
  loginName: string | null;
}

/** getEnterpriseMenu is asked with the portal's channel; the login name goes along only when known. */
const menuCalls = withOwnRequests<typeof generatedApi, { getEnterpriseMenu: MenuOf }>(generatedApi, {
  getEnterpriseMenu: ({ enterpriseId, loginName }, request) => request({ sysChannel: CHANNEL_MENU, enterpriseId, ...(loginName ? { loginName } : {}) }),
});

export const menuApi = menuCalls.enhanceEndpoints<never, WithResults<{ getEnterpriseMenu: MenuNode[]; isEnterprisePermitted: boolean; showsCommonMenu: boolean }>>({
  endpoints: {
    getEnterpriseMenu: {
      // A failed menu shows in the "Tips" alert of the enterprise choice (000 §8).
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getEnterpriseMenu'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getEnterpriseMenu'>) => response.data ?? [],
      providesTags: ['Menu'],
    },
    /**
     * The menu permission check (001 §6): the enterprise's menu list for the signed-in
     * user; a non-empty list means permitted.
     */
    isEnterprisePermitted: {
      extraOptions: { data: dataShape<DataOfEndpoint<'isEnterprisePermitted'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'isEnterprisePermitted'>) => (response.data ?? []).length > 0,
      providesTags: ['Menu'],
    },
    /**
     * The system-user flag (000 §6 "used by the home and menu handling"): whether the
     * shell shows the common (side) menu. The call has no request body.
     */
    showsCommonMenu: {
      // Only an explicit "no" hides the menu: a user is never left without navigation by a missing answer.
      extraOptions: { data: dataShape<DataOfEndpoint<'showsCommonMenu'>>('boolean') },
      transformResponse: (response: ResponseOfEndpoint<'showsCommonMenu'>) => response.data !== false,
      providesTags: ['Session'],
    },
  },
});

export const { useGetEnterpriseMenuQuery, useIsEnterprisePermittedQuery, useShowsCommonMenuQuery } = menuApi;
