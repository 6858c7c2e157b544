/** One entry of a wizard's list of what is still missing before submit (001 §2.1). */
export interface MissingItem {
  step: number;
  label: string;
}

/** What a wizard's missing hooks return: the entries, and whether the stored data is still loading. */
export interface MissingResult {
  missing: MissingItem[];
  isLoading: boolean;
}
