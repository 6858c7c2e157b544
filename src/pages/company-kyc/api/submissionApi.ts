import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { mediaApi, openStoredFile, storedFileIds, toUploadItem, untracked, useListMediaFilesQuery } from '@/entities/media-file';
import {
  dataShape, generatedApi, multipart, withOwnRequests, type ApiDispatch, type DataOfEndpoint, type DownloadResult, type ResponseOfEndpoint, type WithResults,
} from '@/shared/api';
import { t } from '@/shared/i18n';
import { storableFile } from '@/shared/lib/validation';
import type { UploadTransport } from '@/shared/ui/upload';

export type SignedFile = NonNullable<DataOfEndpoint<'uploadSignedFile'>>;

/** One signed copy to upload; dispatched untracked when it carries `onProgress`. */
interface SignedUpload {
  enterpriseId: string;
  file: File;
  onProgress?: (percent: number) => void;
}

/** The signed copy's upload: under a name that meets 000 §5's rule, made from the user's (the card keeps theirs). */
const signedCopyCalls = withOwnRequests<typeof generatedApi, { uploadSignedFile: SignedUpload }>(generatedApi, {
  uploadSignedFile: ({ enterpriseId, file, onProgress }, request) =>
    multipart(request({ enterpriseId, uploadFileForm: { file: storableFile(file, 'authorisation_contract') } }), onProgress),
});

/**
 * Step 6's calls (001 §2.1 step 6, §7 "Signing and files"): the authorisation contract
 * (id → generated file → download), the signed copy's upload (kj-kyc uploadFile, the
 * enterprise id as business key) and the submission (claimAndCompleteTask). The signed
 * copies are listed and deleted through the media entity's calls.
 */
export const submissionApi = signedCopyCalls.enhanceEndpoints<
  'MediaFile',
  WithResults<{ getAuthContract: string | null; createContractFile: string | null; downloadContractFile: DownloadResult; uploadSignedFile: SignedFile; claimAndCompleteTask: void }>
>({
  // The enterprise's stored files (the media entity's tag): the signed copy is one of them.
  addTagTypes: ['MediaFile'],
  endpoints: {
    /** The contract id of the enterprise's authorisation contract. */
    getAuthContract: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getAuthContract'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'getAuthContract'>) => response.data ?? null,
    },
    /** Generates the contract file (by the contract's id); resolves with its path. */
    createContractFile: {
      extraOptions: { data: dataShape<DataOfEndpoint<'createContractFile'>>('string') },
      transformResponse: (response: ResponseOfEndpoint<'createContractFile'>) => response.data ?? null,
    },
    /** Saves the generated contract under its content-disposition name (000 §8 "Downloads"). */
    downloadContractFile: { extraOptions: { download: true } },
    /** Uploads the signed copy with real progress; the upload field shows a failure itself. */
    uploadSignedFile: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'uploadSignedFile'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'uploadSignedFile'>) => response.data ?? {},
      invalidatesTags: (_result, _error, { enterpriseId }) => [{ type: 'MediaFile', id: enterpriseId }],
    },
    /** Submits the KYC (001 §4, by the enterprise id): the enterprise moves to SUBMIT, so its data and products change. */
    claimAndCompleteTask: {
      transformResponse: () => undefined,
      invalidatesTags: ['Kyc', 'Enterprise', 'Product', 'ProductCentre'],
    },
  },
});

export const {
  useGetAuthContractMutation,
  useCreateContractFileMutation,
  useDownloadContractFileMutation,
  useClaimAndCompleteTaskMutation,
} = submissionApi;

/** The signed copies stored for the enterprise (listMediaFiles, busiKey = enterprise id), as upload items. */
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
