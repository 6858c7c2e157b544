import { db } from '../db';
import { DEMO_ENTERPRISES } from './enterprises';

/** Display texts of product-centre cards (the ProductCentreEntry fields, x-assumed in the OpenAPI document). */
export const PRODUCT_CATALOGUE: Record<string, { menuCode: string; zh: string; en: string; descZh: string; descEn: string; orderNo: number }> = {
  IDD: { menuCode: 'MEUC8004', zh: '发票融资', en: 'Invoice discounting', descZh: '以应收发票获得跨境融资。', descEn: 'Cross-border financing against receivable invoices.', orderNo: 1 },
  E_FINANCE: { menuCode: 'MEUC8002', zh: '电子融资', en: 'E-finance', descZh: '基于交易数据的线上融资。', descEn: 'Online financing based on trade data.', orderNo: 2 },
  MARKET: { menuCode: 'MEUC9001', zh: '交易市场', en: 'Marketplace', descZh: '采购与销售的在线市场。', descEn: 'An online market for buying and selling.', orderNo: 3 },
  DIGIPO: { menuCode: 'MEUC91004', zh: '数字订单', en: 'DIGIPO digital orders', descZh: '数字化采购订单与履约。', descEn: 'Digital purchase orders and fulfilment.', orderNo: 4 },
  DOC_EXCHANGE: { menuCode: 'MEUC8005', zh: '单证交换', en: 'Document exchange', descZh: '贸易单证的安全交换。', descEn: 'Secure exchange of trade documents.', orderNo: 5 },
  PURCHASE_PAYMENT: { menuCode: 'MEUC7001', zh: '采购支付', en: 'Purchase payment', descZh: '跨境采购的付款服务。', descEn: 'Payments for cross-border purchases.', orderNo: 6 },
  ACCOUNT: { menuCode: 'MEUC7001', zh: '账户与支付', en: 'Account and payment', descZh: '数字支付账户与收付款。', descEn: 'A digital payment account for receipts and payments.', orderNo: 7 },
  EXPORT_DRAWBACK_PROD: { menuCode: 'MEUCN9000', zh: '出口退税（生产企业）', en: 'Export drawback (manufacturer)', descZh: '生产企业出口退税申报服务。', descEn: 'Export tax-refund filing for manufacturers.', orderNo: 8 },
  EXPORT_DRAWBACK_TRADE: { menuCode: 'MEUCN9100', zh: '出口退税（外贸企业）', en: 'Export drawback (trading company)', descZh: '外贸企业出口退税申报服务。', descEn: 'Export tax-refund filing for trading companies.', orderNo: 9 },
  DEFAULT_PRODUCT: { menuCode: 'MORE10000', zh: '基础服务', en: 'Basic services', descZh: '开通平台基础服务。', descEn: 'The platform’s basic services.', orderNo: 10 },
};

/** The product status that goes with an enterprise status (000 §4). */
function productStatusFor(enterpriseStatus: string): string {
  switch (enterpriseStatus) {
    case 'ENDURANCE':
      return 'ACTIVATED';
    case 'SUBMIT':
      return 'UNDER_REVIEW';
    case 'REJECT':
      return 'FAILED';
    default:
      return 'NOT_APPROVED';
  }
}

/** A DEFAULT_PRODUCT enterprise groups several products in the product centre (000 §1). */
const DEFAULT_PRODUCT_SET = ['ACCOUNT', 'E_FINANCE', 'EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE'];

type ProductSeed = { productType: string; productStatus: string; msg?: string };

/**
 * Demo enterprises whose products do not simply follow the enterprise status, so that
 * every product-centre card state (000 §2) is reachable by signing in:
 * - 20001 (demo.one, INIT): Verify cards, plus an activated export drawback (Use now,
 *   free trial, Subscribe with the QR code);
 * - 20007 (demo.fund, ENDURANCE): Use now for the marketplace and enabled Activate cards;
 * - 20015 (demo.many → Epsilon, ENDURANCE): one product UNDER_REVIEW, so Activate is disabled.
 * The others follow productStatusFor: 20018 Theta (SUBMIT) shows disabled Verify, 20014
 * Delta (REJECT) a FAILED product whose Verify is refused by validateProductKyc.
 */
const DEMO_PRODUCT_SEEDS: Record<string, ProductSeed[]> = {
  '20001': [
    { productType: 'ACCOUNT', productStatus: 'NOT_APPROVED' },
    { productType: 'E_FINANCE', productStatus: 'NOT_APPROVED' },
    { productType: 'EXPORT_DRAWBACK_PROD', productStatus: 'ACTIVATED' },
    { productType: 'EXPORT_DRAWBACK_TRADE', productStatus: 'NOT_APPROVED' },
  ],
  '20007': [
    { productType: 'MARKET', productStatus: 'ACTIVATED' },
    { productType: 'IDD', productStatus: 'NOT_APPROVED' },
    { productType: 'DIGIPO', productStatus: 'NOT_APPROVED' },
  ],
  '20015': [
    { productType: 'MARKET', productStatus: 'ACTIVATED' },
    { productType: 'E_FINANCE', productStatus: 'UNDER_REVIEW' },
    { productType: 'IDD', productStatus: 'NOT_APPROVED' },
  ],
};

/** The message a FAILED product carries (shown as text on its card). */
const FAILED_PRODUCT_MESSAGE = 'KYC information was rejected.';

function createProduct(enterpriseId: string, index: number, seed: ProductSeed): void {
  db.product.create({
    id: `${enterpriseId}${String(index + 1).padStart(2, '0')}`,
    enterpriseId,
    productType: seed.productType,
    productStatus: seed.productStatus,
    msg: seed.productStatus === 'FAILED' ? (seed.msg ?? FAILED_PRODUCT_MESSAGE) : null,
    orderNo: PRODUCT_CATALOGUE[seed.productType]?.orderNo ?? 99,
  });
}

export function createProductsFor(enterpriseId: string, productType: string, enterpriseStatus: string): void {
  const types = productType === 'DEFAULT_PRODUCT' ? DEFAULT_PRODUCT_SET : [productType];
  types.forEach((type, index) => createProduct(enterpriseId, index, { productType: type, productStatus: productStatusFor(enterpriseStatus) }));
}

/** kj-official redirects (000 §4 step 2): the marketplace cart for MARKET + buy. */
const DEMO_PRODUCT_REDIRECTS = [{ id: '1', productType: 'MARKET', scenario: 'buy', url: '/child-marketplacePortal/buyCar' }];

export function seedProducts(): void {
  for (const enterprise of DEMO_ENTERPRISES) {
    const seeds = DEMO_PRODUCT_SEEDS[enterprise.id];
    if (seeds) seeds.forEach((seed, index) => createProduct(enterprise.id, index, seed));
    else createProductsFor(enterprise.id, enterprise.productType, enterprise.status);
  }
  for (const redirect of DEMO_PRODUCT_REDIRECTS) db.productRedirect.create(redirect);
}
