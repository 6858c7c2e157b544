import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useSearchParams } from 'react-router-dom';
import { $chosenEnterprise, type ChosenEnterprise } from './enterprise';

export interface PageEnterprise {
  /** The enterprise the page works on: query `id`, else the chosen one; null when neither is known. */
  enterpriseId: string | null;
  /**
   * What the session knows of that enterprise (names, credit code, status, location): the
   * chosen enterprise, when it is the page's; null otherwise.
   */
  chosen: ChosenEnterprise | null;
  /** Query `status` (INIT, BACK, SUBMIT, ...), trimmed; null when absent. */
  queryStatus: string | null;
  /**
   * The query names an enterprise other than the chosen one: the page gets what the menu
   * permission check gives a page the user may not see (001 §6). Decided on arrival: a
   * company switch made later leaves through its own routing.
   */
  foreign: boolean;
}

/**
 * The one way an onboarding page (the company KYC, KYC file and export-drawback wizards)
 * reads the enterprise it works on, opened with `?id=…&status=…` or for the chosen
 * enterprise (001 §2.1, §2.2, §6). Any component of the page may call it; none reads the
 * chosen-enterprise store itself.
 */
export function usePageEnterprise(): PageEnterprise {
  const [query] = useSearchParams();
  const chosen = useUnit($chosenEnterprise);
  const chosenId = chosen?.enterpriseId ?? null;
  const id = query.get('id')?.trim() || null;
  const [foreign] = useState(() => Boolean(id && chosenId && id !== chosenId));
  const enterpriseId = id ?? chosenId;
  return {
    enterpriseId,
    chosen: chosen && chosen.enterpriseId === enterpriseId ? chosen : null,
    queryStatus: query.get('status')?.trim() || null,
    foreign,
  };
}
