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

/**
 * The tag colour of a tone: a dark shade of antd's palette (green-8, blue-7, orange-8, red-8),
 * which antd draws as the text on a pale shade of it. Its preset status tags' text is lighter,
 * under the 4.5:1 contrast axe asks for (the chooser's tags failed it).
 */
const TAG_COLORS: Readonly<Record<StatusTone, string>> = {
  success: '#237804',
  processing: '#0958d9',
  warning: '#ad4e00',
  error: '#a8071a',
  default: 'default',
};

/** The colour of an enterprise's status tag (enterpriseStatusTone, readable). */
export function enterpriseStatusColor(status: string | null | undefined): string {
  return TAG_COLORS[enterpriseStatusTone(status)];
}
