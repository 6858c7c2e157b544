import { baseApi, dataShape, type ResponseOf, type DataOf } from '@/shared/api';

/** Milliseconds until the IDD market closes; null when the countdown is not enabled (000 §7). */
export const marketCloseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRemainingCloseTime: build.query<number | null, void>({
      query: () => ({ url: '/kj-idd/marketSetting/getRemainingCloseTime', method: 'POST' }),
      // Without the time the countdown is just not shown.
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<'/kj-idd/marketSetting/getRemainingCloseTime'>>('number') },
      transformResponse: (response: ResponseOf<'/kj-idd/marketSetting/getRemainingCloseTime'>) => response.data ?? null,
      providesTags: ['MarketCloseTime'],
    }),
  }),
});

export const { useGetRemainingCloseTimeQuery } = marketCloseApi;
