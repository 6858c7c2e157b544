import type { AuthorizedStore } from '@/entities/pre-approval';
import { firstStepMissing } from '@/shared/lib/steps';
import type { EnumOption } from '../../api/preApprovalApi';

/** The three steps of the pre-approval application (001 §2.5), in order. */
export const APPLY_STEPS = ['company', 'accounts', 'settlement'] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

export interface ApplyProgress {
  /** Both company details are saved on the server (001 §5 "Pre-approval details": both required). */
  company: boolean;
  /** At least one account exists and the user continued, or accounts already existed on entry. */
  accounts: boolean;
}

/**
 * The step that opens (001 §2.5): the wizards' opening rule (firstStepMissing), the first
 * step not yet complete. The last step, the settlement files, is never complete before its
 * submit, so it opens once the others are.
 */
export function firstIncompleteStep(progress: ApplyProgress): ApplyStep {
  const incomplete = (['company', 'accounts'] as const).filter((step) => !progress[step]).map((step) => ({ step: APPLY_STEPS.indexOf(step) + 1 }));
  return APPLY_STEPS[firstStepMissing(incomplete, APPLY_STEPS.length) - 1] ?? 'settlement';
}

/** An enumeration's label in the current language: `name` is the Chinese one, `nameEn` the English one (001 §7 queryList). */
export function enumLabel(option: Pick<EnumOption, 'name' | 'nameEn'>, locale: 'zh' | 'en'): string {
  const chinese = option.name?.trim() || '';
  const english = option.nameEn?.trim() || '';
  return (locale === 'zh' ? chinese || english : english || chinese) || '';
}

/** The label of a saved code among the options, or the code itself when the list does not have it. */
export function labelOfCode(code: string | null | undefined, options: readonly EnumOption[], locale: 'zh' | 'en'): string {
  if (!code) return '';
  const option = options.find((candidate) => candidate.code === code);
  return option ? enumLabel(option, locale) || code : code;
}

/**
 * How a store is named in step 2's summary: its seller id (storeName), with its platform
 * (as `platformLabel` names it in the current language; as sent without one) and marketplace.
 */
export function accountName(
  store: Pick<AuthorizedStore, 'storeName' | 'platform' | 'area'>,
  platformLabel: (platform: string) => string = (platform) => platform,
): string {
  const platform = store.platform?.trim() ? platformLabel(store.platform.trim()) : '';
  const name = store.storeName?.trim() || platform;
  const where = [platform, store.area?.trim()].filter(Boolean).join(' · ');
  return where && where !== name ? `${name} (${where})` : name;
}
