import type { CorpInfo } from '../api/progressApi';

/**
 * The application's first step, the company details, is complete when both are saved on
 * the server (001 §2.5, §5 "Pre-approval details": both required).
 */
export function companySaved(info: Pick<CorpInfo, 'monthlySales' | 'businessScope'> | null | undefined): boolean {
  return Boolean(info?.monthlySales?.trim() && info.businessScope?.trim());
}
