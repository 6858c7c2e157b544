import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
import { CHANNEL_MENU } from '@/shared/config';

/** The server-driven menu (000 §3 "Menu node", §7 "menu by enterprise"). */
export type MenuNode = NonNullable<DataOf<'/agw-web/sys/getMenuByEnterprise'>>[number];

export const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEnterpriseMenu: build.query<MenuNode[], { enterpriseId: string; loginName: string | null }>({
      query: ({ enterpriseId, loginName }) => ({
        url: '/agw-web/sys/getMenuByEnterprise',
        method: 'POST',
        // The login name goes along when the portal knows it; the server knows the user by the session.
        body: { sysChannel: CHANNEL_MENU, enterpriseId, ...(loginName ? { loginName } : {}) } satisfies BodyOf<'/agw-web/sys/getMenuByEnterprise'>,
      }),
      // A failed menu shows in the "Tips" alert of the enterprise choice (000 §8).
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<'/agw-web/sys/getMenuByEnterprise'>>('array') },
      transformResponse: (response: ResponseOf<'/agw-web/sys/getMenuByEnterprise'>) => response.data ?? [],
      providesTags: ['Menu'],
    }),
    /**
     * The menu permission check (001 §6): the enterprise's menu list for the signed-in
     * user; a non-empty list means permitted.
     */
    isEnterprisePermitted: build.query<boolean, { enterpriseId: string }>({
      query: ({ enterpriseId }) => ({
        url: '/kj-sys/menu/getEnterpriseMenuList',
        method: 'POST',
        body: { enterpriseId } satisfies BodyOf<'/kj-sys/menu/getEnterpriseMenuList'>,
      }),
      extraOptions: { data: dataShape<DataOf<'/kj-sys/menu/getEnterpriseMenuList'>>('array') },
      transformResponse: (response: ResponseOf<'/kj-sys/menu/getEnterpriseMenuList'>) => (response.data ?? []).length > 0,
      providesTags: ['Menu'],
    }),
    /**
     * The system-user flag (000 §6 "used by the home and menu handling"): whether the
     * shell shows the common (side) menu. The call has no request body.
     */
    showsCommonMenu: build.query<boolean, void>({
      query: () => ({ url: '/kj-sys/user/whetherShowCommonMenu', method: 'POST' }),
      // Only an explicit "no" hides the menu: a user is never left without navigation by a missing answer.
      extraOptions: { data: dataShape<DataOf<'/kj-sys/user/whetherShowCommonMenu'>>('boolean') },
      transformResponse: (response: ResponseOf<'/kj-sys/user/whetherShowCommonMenu'>) => response.data !== false,
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetEnterpriseMenuQuery, useIsEnterprisePermittedQuery, useShowsCommonMenuQuery } = menuApi;
