import { db } from '../db';
import { STORE_PLATFORMS } from '../db/models/preApproval';
import { demoFileUrl } from '../lib/demoFiles';
import { addStore } from '../lib/preApproval';

/*
 * The pre-approval demo world (001 §2.5, §2.6, §3, §4): the two enumerations of the details
 * step, the global marketplace's marketplaces with their flags (demo files,
 * mocks/public/demo-files/flags; lib/demoFiles.ts), the vendor plugin's url, and one enterprise per stage:
 * - 20051 demo.pre.new: nothing connected → stage 1;
 * - 20052 demo.pre.stores: Amazon SC stores authorised, no files → stage 3;
 * - 20053 demo.pre.partial: 11 stores (two pages), every Amazon SC store but one has files → stage 3;
 * - 20054 demo.pre.done: every Amazon SC store has files → done;
 * - 20055 demo.pre.apply: no company details, no stores (the three-step variant).
 */

type EnumSeed = [code: string, name: string, nameEn: string];

/** MonthlySalesEnum and BusinessScopeEnum, in their order (001 §2.5 step 1). */
const PRE_APPROVAL_ENUMS: Record<'MonthlySalesEnum' | 'BusinessScopeEnum', EnumSeed[]> = {
  MonthlySalesEnum: [
    ['MS01', '5 万美元以下', 'Under USD 50,000'],
    ['MS02', '5 万 - 20 万美元', 'USD 50,000 - 200,000'],
    ['MS03', '20 万 - 50 万美元', 'USD 200,000 - 500,000'],
    ['MS04', '50 万 - 100 万美元', 'USD 500,000 - 1,000,000'],
    ['MS05', '100 万美元以上', 'Over USD 1,000,000'],
  ],
  BusinessScopeEnum: [
    ['BS01', '服装鞋帽', 'Apparel and footwear'],
    ['BS02', '消费电子', 'Consumer electronics'],
    ['BS03', '家居园艺', 'Home and garden'],
    ['BS04', '运动户外', 'Sports and outdoors'],
    ['BS05', '母婴玩具', 'Baby and toys'],
    ['BS06', '美妆个护', 'Beauty and personal care'],
    ['BS99', '其他', 'Other'],
  ],
};

type MarketplaceSeed = [code: string, marketplaceCn: string, marketplaceEn: string];

/** The marketplaces by region; an authorisation for Brazil (BR) never completes (001 §4's timeout). */
const MARKETPLACE_REGIONS: Array<{ regionCn: string; regionEn: string; marketplaces: MarketplaceSeed[] }> = [
  { regionCn: '北美', regionEn: 'North America', marketplaces: [['US', '美国', 'United States'], ['CA', '加拿大', 'Canada'], ['MX', '墨西哥', 'Mexico'], ['BR', '巴西', 'Brazil']] },
  { regionCn: '欧洲', regionEn: 'Europe', marketplaces: [['UK', '英国', 'United Kingdom'], ['DE', '德国', 'Germany'], ['FR', '法国', 'France'], ['IT', '意大利', 'Italy'], ['ES', '西班牙', 'Spain']] },
  { regionCn: '亚太', regionEn: 'Asia Pacific', marketplaces: [['JP', '日本', 'Japan'], ['AU', '澳大利亚', 'Australia'], ['SG', '新加坡', 'Singapore']] },
];
const NEVER_COMPLETING_MARKETPLACE = 'BR';

/** A flag image, a demo file. */
const flagUrl = (code: string) => demoFileUrl(`flags/${code.toLowerCase()}.svg`);

/** getWebsiteUrl keys and their demo files: the vendor platform's data plugin (001 §2.6). */
const WEBSITE_FILES: Record<string, string> = {
  jdvcPluginUrl: 'jdvc-settlement-plugin.zip',
};

const SC = STORE_PLATFORMS.amazon;
/** Seed stores: [seller id, marketplace, file names]. */
type StoreSeed = [storeName: string, area: string, fileNames: string[]];
const sc = (storeName: string, area: string, fileNames: string[] = []): StoreSeed => [storeName, area, fileNames];
const settlement = (month: string, area: string) => `settlement_${area.toLowerCase()}_${month}.csv`;

/** The stores of each demo enterprise, in table order. */
const PRE_APPROVAL_STORES: Record<string, Array<{ platform: (typeof STORE_PLATFORMS)[keyof typeof STORE_PLATFORMS]; store: StoreSeed }>> = {
  '20052': [
    { platform: SC, store: sc('A2PRE0052US001', 'US') },
    { platform: SC, store: sc('A2PRE0052UK002', 'UK') },
  ],
  '20053': [
    { platform: SC, store: sc('A3PRE0053US001', 'US', [settlement('2025-01', 'US'), settlement('2025-02', 'US')]) },
    { platform: SC, store: sc('A3PRE0053CA002', 'CA', [settlement('2025-02', 'CA')]) },
    // the one global-marketplace store without files: stage 3's Submit asks for it
    { platform: SC, store: sc('A3PRE0053DE003', 'DE') },
    { platform: SC, store: sc('A3PRE0053UK004', 'UK', ['uk_settlement_q1.xlsx']) },
    { platform: SC, store: sc('A3PRE0053FR005', 'FR', [settlement('2025-01', 'FR')]) },
    { platform: SC, store: sc('A3PRE0053IT006', 'IT', [settlement('2025-01', 'IT')]) },
    { platform: SC, store: sc('A3PRE0053ES007', 'ES', [settlement('2025-01', 'ES')]) },
    { platform: SC, store: sc('A3PRE0053JP008', 'JP', ['jp_settlement_2025.xls']) },
    { platform: SC, store: sc('A3PRE0053AU009', 'AU', [settlement('2025-03', 'AU')]) },
    { platform: STORE_PLATFORMS.jdvc, store: ['JDVC00530010', 'CN', []] },
    { platform: SC, store: sc('A3PRE0053MX011', 'MX', [settlement('2025-03', 'MX')]) },
  ],
  '20054': [
    { platform: SC, store: sc('A4PRE0054US001', 'US', [settlement('2025-01', 'US'), settlement('2025-02', 'US'), settlement('2025-03', 'US')]) },
    { platform: SC, store: sc('A4PRE0054CA002', 'CA', [settlement('2025-03', 'CA')]) },
    { platform: STORE_PLATFORMS.Others, store: ['OTHERS00540003', '', []] },
  ],
};

/** Seeds the enumerations, marketplaces and urls, and the demo enterprises' stores. */
export function seedPreApproval(): void {
  for (const [enumType, items] of Object.entries(PRE_APPROVAL_ENUMS)) {
    items.forEach(([code, name, nameEn], index) =>
      db.enumItem.create({ id: `${enumType}:${code}`, enumType, code, name, nameEn, value: code, orderNo: index + 1 }),
    );
  }
  MARKETPLACE_REGIONS.forEach(({ regionCn, regionEn, marketplaces }, regionIndex) => {
    marketplaces.forEach(([code, marketplaceCn, marketplaceEn], index) =>
      db.marketplace.create({
        code, regionCn, regionEn, regionOrder: regionIndex + 1, marketplaceCn, marketplaceEn, fileLink: flagUrl(code), orderNo: index + 1,
        neverCompletes: code === NEVER_COMPLETING_MARKETPLACE,
      }),
    );
  });
  for (const [key, file] of Object.entries(WEBSITE_FILES)) db.websiteUrl.create({ key, url: demoFileUrl(file) });
  for (const [enterpriseId, stores] of Object.entries(PRE_APPROVAL_STORES)) {
    stores.forEach(({ platform, store: [storeName, area, fileNames] }, index) =>
      addStore(enterpriseId, { id: `${enterpriseId}S${String(index + 1).padStart(3, '0')}`, platform, storeName, area, fileNames, createdAt: index + 1 }),
    );
  }
}
