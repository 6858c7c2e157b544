import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { mediaApi, openStoredFile, storedFileIds, toUploadItem, untracked, useListMediaFilesQuery } from '@/entities/media-file';
import { dataShape, type ApiDispatch, type BodyOf, type DataOf, type DownloadResult, type QueryOf, type ResponseOf } from '@/shared/api';
import { t } from '@/shared/i18n';
import { storableFileName } from '@/shared/lib/validation';
import type { UploadTransport } from '@/shared/ui/upload';

const AUTH_CONTRACT = '/kj-contract/contractInfo/getAuthContract';
const CREATE_FILE = '/kj-contract/contractInfo/createContractFile';
const DOWNLOAD_FILE = '/kj-contract/contractInfo/downloadContractFile';
const UPLOAD_SIGNED = '/kj-kyc/enterprise/uploadFile';
const CLAIM = '/kj-wkfl/wkfl/claimAndCompleteTaskByBusId';

export type SignedFile = NonNullable<DataOf<typeof UPLOAD_SIGNED>>;

/** One signed copy to upload; dispatched untracked when it carries `onProgress`. */
export interface SignedUpload {
  enterpriseId: string;
  file: File;
  onProgress?: (percent: number) => void;
}

// The enterprise's KYC data ('Kyc') and the product centre change with the submission.
const withTags = mediaApi.enhanceEndpoints({ addTagTypes: ['Kyc'] });

/**
 * Step 6's calls (001 §2.1 step 6, §7 "Signing and files"): the authorisation contract
 * (id → generated file → download), the signed copy's upload (kj-kyc uploadFile, the
 * enterprise id as business key) and the submission (claimAndCompleteTaskByBusId). The
 * signed copies are listed and deleted through the media entity's calls.
 */
export const submissionApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** The contract id of the enterprise's authorisation contract. */
    getAuthContract: build.mutation<string | null, { enterpriseId: string }>({
      query: (body) => ({ url: AUTH_CONTRACT, method: 'POST', body: body satisfies BodyOf<typeof AUTH_CONTRACT> }),
      extraOptions: { data: dataShape<DataOf<typeof AUTH_CONTRACT>>('string') },
      transformResponse: (response: ResponseOf<typeof AUTH_CONTRACT>) => response.data ?? null,
    }),

    /** Generates the contract file; resolves with its path. */
    createContractFile: build.mutation<string | null, { id: string }>({
      query: ({ id }) => ({ url: CREATE_FILE, method: 'POST', params: { id } satisfies QueryOf<typeof CREATE_FILE> }),
      extraOptions: { data: dataShape<DataOf<typeof CREATE_FILE>>('string') },
      transformResponse: (response: ResponseOf<typeof CREATE_FILE>) => response.data ?? null,
    }),

    /** Saves the generated contract under its content-disposition name (000 §8 "Downloads"). */
    downloadContractFile: build.mutation<DownloadResult, { id: string }>({
      query: ({ id }) => ({ url: DOWNLOAD_FILE, method: 'POST', params: { id } satisfies QueryOf<typeof DOWNLOAD_FILE> }),
      extraOptions: { download: true },
    }),

    /** Uploads the signed copy with real progress; the upload field shows a failure itself. */
    uploadSignedFile: build.mutation<SignedFile, SignedUpload>({
      query: ({ enterpriseId, file, onProgress }) => {
        const body = new FormData();
        // Under a name that meets 000 §5's rule, made from the user's; the card keeps theirs.
        body.append('file', file, storableFileName(file.name, 'authorisation_contract'));
        return {
          url: UPLOAD_SIGNED,
          method: 'POST',
          params: { enterpriseId } satisfies QueryOf<typeof UPLOAD_SIGNED>,
          body,
          onUploadProgress: onProgress,
        };
      },
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof UPLOAD_SIGNED>>('object') },
      transformResponse: (response: ResponseOf<typeof UPLOAD_SIGNED>) => response.data ?? {},
      invalidatesTags: (_result, _error, { enterpriseId }) => [{ type: 'MediaFile', id: enterpriseId }],
    }),

    /** Submits the KYC (001 §4): the enterprise moves to SUBMIT, so its data and products change. */
    claimAndCompleteTask: build.mutation<void, { busId: string }>({
      query: ({ busId }) => ({ url: CLAIM, method: 'POST', params: { busId } satisfies QueryOf<typeof CLAIM> }),
      transformResponse: () => undefined,
      invalidatesTags: ['Kyc', 'Enterprise', 'Product', 'ProductCentre'],
    }),
  }),
});

export const {
  useGetAuthContractMutation,
  useCreateContractFileMutation,
  useDownloadContractFileMutation,
  useClaimAndCompleteTaskMutation,
} = submissionApi;

/** The signed copies stored for the enterprise (showFileByCatgIdBusiKey, busiKey = enterprise id), as upload items. */
export function useListSignedContractFilesQuery(enterpriseId: string) {
  const query = useListMediaFilesQuery({ busiKey: enterpriseId }, { skip: !enterpriseId });
  const data = useMemo(() => query.data?.map(toUploadItem), [query.data]);
  return { ...query, data };
}

/** The upload field's transport for the signed copy: upload with progress, delete, list afresh (after a cancel), view. */
export function useSignedContractTransport(enterpriseId: string): UploadTransport {
  const dispatch = useDispatch<ApiDispatch>();
  return useMemo<UploadTransport>(
    () => ({
      async upload(file, { onProgress, signal }) {
        const stored = await untracked(
          dispatch(submissionApi.endpoints.uploadSignedFile.initiate({ enterpriseId, file, onProgress }, { track: false })),
          signal,
        );
        if (!stored.id) throw new Error(t('errors:notResponding'));
        return { id: stored.id, name: file.name };
      },
      async remove(id) {
        await untracked(dispatch(mediaApi.endpoints.deleteMediaFile.initiate({ fileId: id, busiKey: enterpriseId }, { track: false })));
      },
      // The same files the step lists (useListSignedContractFilesQuery).
      storedIds: () => storedFileIds(dispatch, { busiKey: enterpriseId }),
      open: (id) => openStoredFile(dispatch, id),
    }),
    [dispatch, enterpriseId],
  );
}
