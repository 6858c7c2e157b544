import { baseApi, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
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
      extraOptions: { handlesErrors: true },
      transformResponse: (response: ResponseOf<'/agw-web/sys/getMenuByEnterprise'>) => response.data ?? [],
      providesTags: ['Menu'],
    }),
  }),
});

export const { useGetEnterpriseMenuQuery, useLazyGetEnterpriseMenuQuery } = menuApi;
