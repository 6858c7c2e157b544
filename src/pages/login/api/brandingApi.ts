import { baseApi, dataShape, type paths, type DataOf } from '@/shared/api';
import { BRANDING_SETTING_NAMES, toBranding, type Branding } from '../model/branding';

type WebsiteResponse =
  paths['/kj-tools/configuration/website']['post']['responses']['200']['content']['application/json'];

export const brandingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBranding: build.query<Branding, void>({
      query: () => ({
        url: '/kj-tools/configuration/website',
        method: 'POST',
        body: [...BRANDING_SETTING_NAMES],
      }),
      // The login page falls back to the default look; a toast would only alarm.
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<'/kj-tools/configuration/website'>>('object') },
      transformResponse: (response: WebsiteResponse) => toBranding(response.data),
      providesTags: ['Branding'],
    }),
  }),
});

export const { useGetBrandingQuery } = brandingApi;
