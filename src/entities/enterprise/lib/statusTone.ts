/** The colour a status tag takes: antd's preset status colours, by what the status means. */
export type StatusTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

/**
 * An enterprise's onboarding status (000 §4: INIT, SUBMIT, BACK, REJECT, ENDURANCE) by its
 * meaning: approved green, under review blue, returned for correction orange, rejected red,
 * not started (and anything unknown) neutral. The chooser and the header's switcher colour
 * their tags by it, so a returned or rejected company stands out from the others.
 */
const TONES: Readonly<Record<string, StatusTone>> = {
  ENDURANCE: 'success',
  SUBMIT: 'processing',
  BACK: 'warning',
  REJECT: 'error',
  INIT: 'default',
};

export function enterpriseStatusTone(status: string | null | undefined): StatusTone {
  return TONES[status ?? ''] ?? 'default';
}
