import { nullable, primaryKey } from '@mswjs/data';

/**
 * The shell area (000 §1, §7 "Shell and misc"):
 * - `topNotice`: the closable top notice per enterprise, in both languages;
 * - `noticeClosed`: who closed it (one row per account and enterprise);
 * - `marketSetting`: the IDD market-close time per enterprise (null closeTime: not enabled).
 */
export const shellModels = {
  topNotice: {
    id: primaryKey(String),
    enterpriseId: String,
    content: String,
    contentEn: String,
  },
  noticeClosed: {
    /** `${accountId}:${enterpriseId}` */
    id: primaryKey(String),
    accountId: String,
    enterpriseId: String,
    closedAt: Number,
  },
  marketSetting: {
    id: primaryKey(String),
    enterpriseId: String,
    /** HH:mm:ss, local time of the mock's clock; null when the countdown is not enabled. */
    closeTime: nullable(String),
  },
};
