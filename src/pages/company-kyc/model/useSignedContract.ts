import { useCallback, useMemo, useState } from 'react';
import type { UploadItem, UploadTransport } from '@/shared/ui/upload';
import {
  useCreateContractFileMutation,
  useDownloadContractFileMutation,
  useGetAuthContractMutation,
  useListSignedContractFilesQuery,
  useSignedContractTransport,
} from '../api/submissionApi';

export interface SignedContract {
  /** The signed copies stored for the enterprise; undefined while they load. */
  stored: UploadItem[] | undefined;
  isError: boolean;
  retry(): void;
  transport: UploadTransport;
  /** getAuthContract → createContractFile → downloadContractFile, saved as a file (001 §2.1 step 6). */
  download(): Promise<void>;
  downloading: boolean;
}

/**
 * Step 6's calls (001 §2.1, §7): the generated contract's download and the signed copy's
 * upload, list, removal and viewing, the enterprise id being the business key.
 */
export function useSignedContract(enterpriseId: string): SignedContract {
  const files = useListSignedContractFilesQuery(enterpriseId);
  const transport = useSignedContractTransport(enterpriseId);
  const [getAuthContract] = useGetAuthContractMutation();
  const [createContractFile] = useCreateContractFileMutation();
  const [downloadContractFile] = useDownloadContractFileMutation();
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      // Each failure has shown its message (base query); the chain stops there.
      const contractId = await getAuthContract({ enterpriseId }).unwrap();
      if (!contractId) return;
      await createContractFile(contractId).unwrap();
      await downloadContractFile(contractId).unwrap();
    } catch {
      // Shown already.
    } finally {
      setDownloading(false);
    }
  }, [enterpriseId, getAuthContract, createContractFile, downloadContractFile]);

  return useMemo(
    () => ({ stored: files.data, isError: files.isError, retry: () => void files.refetch(), transport, download, downloading }),
    [files, transport, download, downloading],
  );
}
