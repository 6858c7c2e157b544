import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

type NoticeData = DataOfEndpoint<'whetherShowNotice'>;

/** The top notice as the shell shows it; text may be missing in one language. */
export interface TopNotice {
  show: boolean;
  content: string | null;
  contentEn: string | null;
}

/** The answer is a flag or an object with the flag and the text (000 §7, assumed shape). */
function toTopNotice(data: NoticeData | undefined): TopNotice {
  if (data === null || data === undefined) return { show: false, content: null, contentEn: null };
  if (typeof data === 'boolean') return { show: data, content: null, contentEn: null };
  return { show: Boolean(data.show), content: data.content ?? null, contentEn: data.contentEn ?? null };
}

/** The closable top notice of the shell (000 §1, §7 "Shell and misc"). */
export const noticeApi = generatedApi.enhanceEndpoints<never, WithResults<{ whetherShowNotice: TopNotice; closeNotice: void }>>({
  endpoints: {
    whetherShowNotice: {
      // A notice that cannot load is simply not shown.
      extraOptions: { handlesErrors: true, data: dataShape<NoticeData>('boolean', 'object') },
      transformResponse: (response: ResponseOfEndpoint<'whetherShowNotice'>) => toTopNotice(response.data),
      providesTags: ['Notice'],
    },
    closeNotice: {
      transformResponse: () => undefined,
      invalidatesTags: ['Notice'],
    },
  },
});

export const { useWhetherShowNoticeQuery, useCloseNoticeMutation } = noticeApi;
