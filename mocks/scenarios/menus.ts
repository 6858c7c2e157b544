import { db } from '../db';
import { DEMO_ENTERPRISES } from './enterprises';

interface MenuTemplate {
  menuCode: string;
  zh: string;
  en: string;
  url: string;
  orderNo: number;
  icon?: string;
  menuProductType?: string;
  projectCode?: string;
  appCode?: string;
  appVersion?: string;
  sysSourceList?: Array<{ sourceCode: string; sourceName: string }>;
  children?: MenuTemplate[];
}

/* Menu codes of 000 §9; the child codes and urls are the mock's own. */

const BIG_HOME: MenuTemplate = { menuCode: 'BIG_HOME', zh: '首页', en: 'Home', url: '/bigHome', orderNo: 0, icon: 'home' };
const PRODUCT_CENTRE: MenuTemplate = { menuCode: 'MORE10000', zh: '产品中心', en: 'Product centre', url: '/main-productCenter', orderNo: 10, icon: 'appstore' };

const ACCOUNT: MenuTemplate = {
  menuCode: 'MEUC7001', zh: '账户与支付', en: 'Account and payment', url: '/child-accountSettingPortal/bindStore', orderNo: 90,
  icon: 'wallet', menuProductType: 'ACCOUNT', projectCode: 'ACCOUNT',
  children: [
    {
      menuCode: 'MEUC700102', zh: '授权中心', en: 'Authorisation centre', url: '/child-accountSettingPortal/authorizationCenter', orderNo: 2,
      sysSourceList: [{ sourceCode: 'AUTH_GRANT', sourceName: 'Grant' }],
    },
    {
      menuCode: 'MEUC700101', zh: '店铺绑定', en: 'Store binding', url: '/child-accountSettingPortal/bindStore', orderNo: 1,
      // Removing a store is deliberately not granted: the demo shows the no-permission message (000 §6).
      sysSourceList: [{ sourceCode: 'BIND_STORE_ADD', sourceName: 'Add store' }],
    },
  ],
};

const BY_PRODUCT: Record<string, MenuTemplate[]> = {
  IDD: [
    {
      menuCode: 'MEUC8004', zh: '发票融资', en: 'Invoice discounting', url: '/child-iDDPortal/home', orderNo: 20, icon: 'file-text',
      menuProductType: 'IDD', projectCode: 'IDD',
      children: [
        { menuCode: 'MEUC800403', zh: '市场设置', en: 'Market settings', url: '/child-iDDPortal/marketSetting', orderNo: 3 },
        { menuCode: 'MEUC800401', zh: '融资申请', en: 'Financing applications', url: '/child-iDDPortal/financing', orderNo: 1,
          sysSourceList: [{ sourceCode: 'IDD_APPLY', sourceName: 'Apply' }] },
        { menuCode: 'MEUC800402', zh: '交易明细', en: 'Transactions', url: '/child-iDDPortal/transactions', orderNo: 2 },
      ],
    },
  ],
  E_FINANCE: [
    {
      menuCode: 'MEUC8002', zh: '电子融资', en: 'E-finance', url: '/child-efinancePortal/page', orderNo: 20, icon: 'bank',
      menuProductType: 'E_FINANCE', projectCode: 'EFIN', appCode: 'efinance-web', appVersion: '1.0.0',
      children: [
        { menuCode: 'MEUC800201', zh: '融资申请', en: 'Financing applications', url: '/child-efinancePortal/page', orderNo: 1,
          projectCode: 'EFIN', appCode: 'efinance-apply', appVersion: '1.0.0' },
      ],
    },
  ],
  MARKET: [
    {
      menuCode: 'MEUC9001', zh: '交易市场', en: 'Marketplace', url: '/child-marketplacePortal/home', orderNo: 20, icon: 'shop',
      menuProductType: 'MARKET', projectCode: 'MARKET',
      children: [
        { menuCode: 'MEUC900102', zh: '我的订单', en: 'My orders', url: '/child-marketplacePortal/orders', orderNo: 2 },
        { menuCode: 'MEUC900101', zh: '购物车', en: 'Cart', url: '/child-marketplacePortal/buyCar', orderNo: 1 },
      ],
    },
  ],
  DIGIPO: [
    { menuCode: 'MEUC91004', zh: '数字订单', en: 'DIGIPO', url: '/child-digipoPortal/home', orderNo: 20, icon: 'file-done',
      menuProductType: 'DIGIPO', projectCode: 'DIGIPO' },
  ],
  DOC_EXCHANGE: [
    {
      menuCode: 'MEUC8005', zh: '数字贸易', en: 'Digital trade', url: '/childDocExchange/home', orderNo: 20, icon: 'swap',
      menuProductType: 'DOC_EXCHANGE', projectCode: 'DOC_EXCHANGE',
      children: [
        { menuCode: 'MEUC800501', zh: '单证交换', en: 'Document exchange', url: '/childDocExchange/transactionDetails', orderNo: 1 },
      ],
    },
    // 001 §2.7: the product switch sends the entry with code DTT to DTT (the digital trade tool).
    { menuCode: 'DTT', zh: '数字贸易工具', en: 'Digital trade tool', url: '/childUserPt/dtt', orderNo: 25, icon: 'global',
      projectCode: 'DTT' },
  ],
  ACCOUNT: [],
  DEFAULT_PRODUCT: [
    { menuCode: 'MEUCN9000', zh: '出口退税', en: 'Export drawback', url: '/exportDrawbackKyc', orderNo: 30, icon: 'reconciliation',
      menuProductType: 'DEFAULT_PRODUCT', projectCode: 'DRAWBACK' },
    { menuCode: 'MEUC8006', zh: '国际结算', en: 'International settlement', url: '/childScbPortal/home', orderNo: 20, icon: 'global',
      menuProductType: 'DEFAULT_PRODUCT', projectCode: 'SETTLEMENT' },
  ],
};

/** The top-level menus of an enterprise of this product type, deliberately not in orderNo order. */
export function menuTemplatesFor(productType: string): MenuTemplate[] {
  return [ACCOUNT, ...(BY_PRODUCT[productType] ?? []), PRODUCT_CENTRE, BIG_HOME];
}

function createNodes(enterpriseId: string, templates: MenuTemplate[], parentId: string | null, counter: { next: number }): void {
  for (const template of templates) {
    counter.next += 1;
    const id = `${enterpriseId}${String(counter.next).padStart(3, '0')}`;
    db.menu.create({
      id,
      enterpriseId,
      parentId,
      menuCode: template.menuCode,
      menuName: template.zh,
      menuEnName: template.en,
      url: template.url,
      icon: template.icon ?? null,
      menuProductType: template.menuProductType ?? null,
      projectCode: template.projectCode ?? null,
      appCode: template.appCode ?? null,
      appVersion: template.appVersion ?? null,
      sysSourceList: JSON.stringify(
        (template.sysSourceList ?? []).map((source, index) => ({ id: `${id}${index + 1}`, ...source, sourceUrl: null })),
      ),
      orderNo: template.orderNo,
    });
    createNodes(enterpriseId, template.children ?? [], id, counter);
  }
}

/** Gives an enterprise the menu of its product type. */
export function createMenusFor(enterpriseId: string, productType: string): void {
  createNodes(enterpriseId, menuTemplatesFor(productType), null, { next: 0 });
}

export function seedMenus(): void {
  for (const enterprise of DEMO_ENTERPRISES) {
    if (!enterprise.emptyMenu) createMenusFor(enterprise.id, enterprise.productType);
  }
}
