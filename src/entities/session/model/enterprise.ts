import { createEffect, createStore, createEvent, sample } from 'effector';
import { codecs, persist, storage } from '@/shared/lib/storage';
import { sessionCleared } from './sessionCleared';
import { sessionValuesRewritten } from './sessionValuesRewritten';

/**
 * The enterprise the user works for (000 §3 "Global shared state", §6): the one owner of
 * this fact. The id, name, credit code, role, product type and location everyone reads are
 * derived from it. Codes are plain (the list's dictionary JSON already unwrapped).
 */
export interface ChosenEnterprise {
  enterpriseId: string;
  companyName: string;
  companyNameCn: string | null;
  companyIdentCode: string | null;
  /** Onboarding status code (SUBMIT, BACK, ENDURANCE, …). */
  status: string | null;
  productType: string | null;
  enterpriseRole: string | null;
  /** TERRITORY or another location (001 §6: legal-person or director wording). */
  location: string | null;
  toPage: string | null;
}

export const enterpriseChosen = createEvent<ChosenEnterprise>();
/**
 * A save answered the enterprise's location (001 §2.2: "after saving, location TERRITORY is
 * kept in session storage"): it becomes the chosen enterprise's, so `location` has one
 * owner. A save for another enterprise than the chosen one changes nothing.
 */
export const locationSaved = createEvent<{ enterpriseId: string; location: string | null }>();

export const $chosenEnterprise = createStore<ChosenEnterprise | null>(null, { name: 'chosenEnterprise', skipVoid: false })
  .on(enterpriseChosen, (_, enterprise) => enterprise)
  .on(locationSaved, (current, saved) => (current && current.enterpriseId === saved.enterpriseId ? { ...current, location: saved.location } : current))
  .reset(sessionCleared);

export const $enterpriseId = $chosenEnterprise.map((enterprise) => enterprise?.enterpriseId ?? null);
export const $enterpriseRole = $chosenEnterprise.map((enterprise) => enterprise?.enterpriseRole ?? null);
export const $enterpriseProductType = $chosenEnterprise.map((enterprise) => enterprise?.productType ?? null);
export const $location = $chosenEnterprise.map((enterprise) => enterprise?.location ?? null);

/**
 * The specification's session-storage names for the chosen enterprise (000 §3 "Session
 * values kept"), which embedded sub-applications read by name as plain strings
 * (`location` is `TERRITORY`, not `"TERRITORY"`). One mapping, written whenever the choice
 * changes and when asked (sessionValuesRewritten); nothing in the portal reads them back.
 */
function sessionKeysOf(enterprise: ChosenEnterprise | null) {
  return {
    enterpriseId: enterprise?.enterpriseId ?? null,
    companyIdentCode: enterprise?.companyIdentCode ?? null,
    companyName: enterprise?.companyName ?? null,
    enterpriseRole: enterprise?.enterpriseRole ?? null,
    enterpriseProductType: enterprise?.productType ?? null,
    location: enterprise?.location ?? null,
  };
}

const sessionKeysWrittenFx = createEffect((enterprise: ChosenEnterprise | null) => {
  for (const [key, value] of Object.entries(sessionKeysOf(enterprise))) storage.set('session', key, value, codecs.text);
});
sample({ clock: $chosenEnterprise.updates, target: sessionKeysWrittenFx });
sample({ clock: sessionValuesRewritten, source: $chosenEnterprise, target: sessionKeysWrittenFx });
// Restored after the mapping is wired: a tab that kept a choice rewrites the plain keys at
// start, so values an earlier build stored as JSON strings are replaced once.
persist($chosenEnterprise, { area: 'session', key: 'chosenEnterprise' });
