import { db } from '../db';
import { DEMO_ENTERPRISES } from './enterprises';

/** The IDD market closes at this time of day (mock clock, local time). */
export const IDD_MARKET_CLOSE_TIME = '17:30:00';

const NOTICE = {
  content: '系统将于本周六 02:00–04:00 进行例行维护，期间部分功能可能无法使用。',
  contentEn: 'Routine maintenance is planned for Saturday 02:00–04:00; some functions may be unavailable during that time.',
};

/**
 * Shell demo data: every demo enterprise has the top notice (closable per account and
 * enterprise); IDD enterprises (e.g. 20011 Alpha) have the market-close countdown enabled.
 */
export function seedShell(): void {
  for (const enterprise of DEMO_ENTERPRISES) {
    db.topNotice.create({ id: `notice-${enterprise.id}`, enterpriseId: enterprise.id, ...NOTICE });
    db.marketSetting.create({
      id: `market-${enterprise.id}`,
      enterpriseId: enterprise.id,
      closeTime: enterprise.productType === 'IDD' ? IDD_MARKET_CLOSE_TIME : null,
    });
  }
}
