import { createEvent, createStore, sample } from 'effector';
import type { EnterpriseListItem } from '@/entities/enterprise';
import { sessionCleared } from '@/entities/session';
import { persist } from '@/shared/lib/storage';

/** What the login URL asked for; the choice on /companyChoose still needs it. */
export interface ChoiceContext {
  entryProductType: string | null;
  scenario: string | null;
  refer: string | null;
}

/**
 * The enterprises /companyChoose offers, and the login URL's context, kept in session
 * storage so a reload of /companyChoose still has them.
 */
export const $enterpriseList = createStore<EnterpriseListItem[]>([], { name: 'enterpriseList' });
export const $choiceContext = createStore<ChoiceContext | null>(null, { name: 'enterpriseChoiceContext', skipVoid: false });

export const enterpriseListReceived = createEvent<{ enterprises: EnterpriseListItem[]; context: ChoiceContext }>();

sample({ clock: enterpriseListReceived, fn: ({ enterprises }) => enterprises, target: $enterpriseList });
sample({ clock: enterpriseListReceived, fn: ({ context }) => context, target: $choiceContext });
$enterpriseList.reset(sessionCleared);
$choiceContext.reset(sessionCleared);
persist($enterpriseList, { area: 'session', key: 'enterpriseList' });
persist($choiceContext, { area: 'session', key: 'enterpriseChoiceContext' });
