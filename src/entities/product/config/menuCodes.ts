/**
 * Top entries of the product centre, keyed by menu code (000 §2, §9). The names live in
 * the `product` i18n namespace under `topEntry.<menuCode>` (English and Chinese); the
 * sort points order them, highest first. Only entries the user's menu contains show.
 */
export const TOP_ENTRY_SORT_POINTS = {
  MORE10000: 100,
  MEUC7001: 90,
  MEUC8002: 80,
  MEUC8004: 70,
  MEUC91004: 60,
  MEUC9001: 50,
  MEUC8005: 40,
  MEUC8006: 30,
  MEUCN9000: 20,
  MEUCN9100: 10,
} as const;

export type TopEntryCode = keyof typeof TOP_ENTRY_SORT_POINTS;

/**
 * The export-drawback products' menu codes (000 §9 MEUCN9000, MEUCN9100): the manufacturing
 * and the trading product, as their names under `product:topEntry` say. A drawback product
 * is named by its code's name, so each product has one name.
 */
export const DRAWBACK_MENU_CODES = {
  EXPORT_DRAWBACK_PROD: 'MEUCN9000',
  EXPORT_DRAWBACK_TRADE: 'MEUCN9100',
} as const satisfies Record<'EXPORT_DRAWBACK_PROD' | 'EXPORT_DRAWBACK_TRADE', TopEntryCode>;

/** Menu entries of this code never show among the top entries (000 §2). */
export const HIDDEN_MENU_CODE = 'BIG_HOME';

/** Menu codes the big home links to (000 §9). */
export const DIGITAL_FINANCE_MENU_CODE = 'MEUC8002';
export const DIGITAL_TRADE_MENU_CODE = 'MEUC8005';
