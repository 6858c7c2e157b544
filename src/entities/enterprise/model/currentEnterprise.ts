import { createEvent, createStore, sample } from 'effector';
import { persist } from '@/shared/lib/storage';

/**
 * The enterprise the user works in (000 §3 "Global shared state"). Fields follow the
 * enterprise list entry; status and productType are dictionary JSON strings.
 */
export interface CurrentEnterprise {
  id: string;
  enterpriseId: string;
  companyName: string;
  companyNameCn?: string | null;
  companyIdentCode?: string | null;
  status?: string | null;
  productType?: string | null;
  enterpriseRole?: string | null;
  toPage?: string | null;
}

export const $currentEnterprise = createStore<CurrentEnterprise | null>(null, {
  name: 'currentEnterprise',
  skipVoid: false,
});
export const enterpriseChosen = createEvent<CurrentEnterprise>();
export const enterpriseForgotten = createEvent();

sample({ clock: enterpriseChosen, target: $currentEnterprise });
$currentEnterprise.reset(enterpriseForgotten);
persist($currentEnterprise, { area: 'session', key: 'currentEnterprise' });
