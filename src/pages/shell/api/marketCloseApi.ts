import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** Milliseconds until the IDD market closes; null when the countdown is not enabled (000 §7). */
export const marketCloseApi = generatedApi.enhanceEndpoints<never, WithResults<{ getRemainingCloseTime: number | null }>>({
  endpoints: {
    getRemainingCloseTime: {
      // Without the time the countdown is just not shown.
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getRemainingCloseTime'>>('number') },
      transformResponse: (response: ResponseOfEndpoint<'getRemainingCloseTime'>) => response.data ?? null,
      providesTags: ['MarketCloseTime'],
    },
  },
});

export const { useGetRemainingCloseTimeQuery } = marketCloseApi;
