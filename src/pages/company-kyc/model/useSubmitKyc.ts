import { useCallback } from 'react';
import { useClaimAndCompleteTaskMutation } from '../api/submissionApi';

/**
 * Submit (001 §2.1 step 6, §4): claims and completes the enterprise's KYC task. Resolves
 * true on code 200; a failure has shown the server's message (base query) and resolves false.
 */
export function useSubmitKyc(enterpriseId: string): { submit(): Promise<boolean> } {
  const [claimAndComplete] = useClaimAndCompleteTaskMutation();
  const submit = useCallback(async () => {
    const result = await claimAndComplete(enterpriseId);
    return !('error' in result);
  }, [claimAndComplete, enterpriseId]);
  return { submit };
}
