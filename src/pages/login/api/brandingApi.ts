import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { toBranding, type Branding } from '../model/branding';

/** The website settings, read by the login page as its branding (000 §4): ask with BRANDING_SETTING_NAMES. */
export const brandingApi = generatedApi.enhanceEndpoints<never, WithResults<{ getWebsiteConfiguration: Branding }>>({
  endpoints: {
    getWebsiteConfiguration: {
      // The login page falls back to the default look; a toast would only alarm.
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getWebsiteConfiguration'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getWebsiteConfiguration'>) => toBranding(response.data),
      providesTags: ['Branding'],
    },
  },
});

export const { useGetWebsiteConfigurationQuery } = brandingApi;
