import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useSearchParams } from 'react-router-dom';
import { $enterpriseId } from './enterprise';

export interface PageEnterprise {
  /** The enterprise the page works on: query `id`, else the chosen one; null when neither is known. */
  enterpriseId: string | null;
  /** Query `status` (INIT, BACK, SUBMIT, ...), trimmed; null when absent. */
  queryStatus: string | null;
  /**
   * The query names an enterprise other than the chosen one: the page gets what the menu
   * permission check gives a page the user may not see (001 §6). Decided on arrival: a
   * company switch made later leaves through its own routing.
   */
  foreign: boolean;
}

/** The enterprise an onboarding page opened with `?id=…&status=…` works on (001 §2.1, §2.2, §6). */
export function usePageEnterprise(): PageEnterprise {
  const [query] = useSearchParams();
  const chosenId = useUnit($enterpriseId);
  const id = query.get('id')?.trim() || null;
  const [foreign] = useState(() => Boolean(id && chosenId && id !== chosenId));
  return { enterpriseId: id ?? chosenId, queryStatus: query.get('status')?.trim() || null, foreign };
}
