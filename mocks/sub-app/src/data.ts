/**
 * The sample's demo data, in both languages: what each product page shows a client. A real
 * sub-application reads it from its own services; the sample has none, so it is seeded here.
 * Dates are ISO days, amounts in the currency's units.
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface Money {
  amount: number;
  currency: 'USD' | 'CNY' | 'EUR';
}

/** A status and its tone (the chip's colour). */
export interface Status {
  label: Bilingual;
  tone: 'ok' | 'busy' | 'done' | 'warn';
}

const S = {
  underReview: { label: { en: 'Under review', zh: '审核中' }, tone: 'busy' },
  funded: { label: { en: 'Funded', zh: '已出资' }, tone: 'ok' },
  settled: { label: { en: 'Settled', zh: '已结清' }, tone: 'done' },
  accepted: { label: { en: 'Accepted by buyer', zh: '买方已确认' }, tone: 'ok' },
  awaiting: { label: { en: 'Awaiting acceptance', zh: '待买方确认' }, tone: 'warn' },
  financed: { label: { en: 'Financed', zh: '已融资' }, tone: 'ok' },
  inForce: { label: { en: 'In force', zh: '已生效' }, tone: 'ok' },
  authorised: { label: { en: 'Authorised', zh: '已授权' }, tone: 'ok' },
  disbursed: { label: { en: 'Disbursed', zh: '已放款' }, tone: 'ok' },
  repaid: { label: { en: 'Repaid', zh: '已还款' }, tone: 'done' },
  due: { label: { en: 'Due', zh: '待付款' }, tone: 'warn' },
  scheduled: { label: { en: 'Scheduled', zh: '已预约' }, tone: 'busy' },
  paid: { label: { en: 'Paid', zh: '已付款' }, tone: 'done' },
  completed: { label: { en: 'Completed', zh: '已完成' }, tone: 'done' },
  processing: { label: { en: 'Processing', zh: '处理中' }, tone: 'busy' },
  documents: { label: { en: 'Documents presented', zh: '已交单' }, tone: 'warn' },
} satisfies Record<string, Status>;

export const STATUS = S as Record<keyof typeof S, Status>;

/** A receivable offered on the marketplace. */
export interface Offer {
  id: string;
  name: Bilingual;
  seller: Bilingual;
  debtor: Bilingual;
  value: Money;
  tenorDays: number;
  yieldPct: number;
  grade: string;
}

export const OFFERS: Offer[] = [
  {
    id: 'RCV-260311',
    name: { en: 'Consumer electronics shipment to Rotterdam', zh: '消费电子出口鹿特丹' },
    seller: { en: 'Shenzhen Lianhe Electronics Co., Ltd.', zh: '深圳联合电子有限公司' },
    debtor: { en: 'Nordhaven Retail B.V.', zh: 'Nordhaven Retail B.V.' },
    value: { amount: 248_500, currency: 'USD' },
    tenorDays: 90,
    yieldPct: 5.2,
    grade: 'A',
  },
  {
    id: 'RCV-260318',
    name: { en: 'Home textiles to a UK department store', zh: '家纺出口英国百货' },
    seller: { en: 'Shaoxing Keqiao Textile Co., Ltd.', zh: '绍兴柯桥纺织有限公司' },
    debtor: { en: 'Whitfield & Grey Ltd.', zh: 'Whitfield & Grey Ltd.' },
    value: { amount: 126_000, currency: 'USD' },
    tenorDays: 60,
    yieldPct: 4.8,
    grade: 'A',
  },
  {
    id: 'RCV-260322',
    name: { en: 'Solar inverters to a Spanish installer', zh: '光伏逆变器出口西班牙' },
    seller: { en: 'Hefei Sunpath Power Technology Co., Ltd.', zh: '合肥阳光路电力科技有限公司' },
    debtor: { en: 'Iberia Solar Instalaciones S.L.', zh: 'Iberia Solar Instalaciones S.L.' },
    value: { amount: 412_000, currency: 'EUR' },
    tenorDays: 120,
    yieldPct: 5.9,
    grade: 'BBB',
  },
  {
    id: 'RCV-260327',
    name: { en: 'Auto parts to a Mexican assembler', zh: '汽车零部件出口墨西哥' },
    seller: { en: 'Ningbo Haishu Auto Parts Co., Ltd.', zh: '宁波海曙汽车配件有限公司' },
    debtor: { en: 'Ensambles del Bajío S.A. de C.V.', zh: 'Ensambles del Bajío S.A. de C.V.' },
    value: { amount: 89_750, currency: 'USD' },
    tenorDays: 75,
    yieldPct: 6.1,
    grade: 'BBB',
  },
];

/** A purchase request the funder has already made (what "My orders" starts with). */
export interface MarketOrder {
  id: string;
  submittedOn: string;
  offers: number;
  /** One total per currency of its offers. */
  values: Money[];
  status: Status;
}

export const SEEDED_ORDERS: MarketOrder[] = [
  { id: 'PR-2026-0412', submittedOn: '2026-10-08', offers: 2, values: [{ amount: 315_000, currency: 'USD' }], status: STATUS.settled },
  { id: 'PR-2026-0467', submittedOn: '2026-11-03', offers: 1, values: [{ amount: 180_000, currency: 'USD' }], status: STATUS.funded },
];

/** The signed DIGIPO service contract (the portal routes here once it is signed, 000 §6). */
export const DIGIPO_CONTRACT = { number: 'KJ-DGP-2026-00921', signedOn: '2026-11-02', validUntil: '2027-11-01' };

export interface PurchaseOrder {
  id: string;
  buyer: Bilingual;
  value: Money;
  issuedOn: string;
  status: Status;
}

export const PURCHASE_ORDERS: PurchaseOrder[] = [
  { id: 'PO-DG-118204', buyer: { en: 'Sinochem Trading (Shanghai) Co., Ltd.', zh: '中化贸易（上海）有限公司' }, value: { amount: 1_260_000, currency: 'CNY' }, issuedOn: '2026-11-06', status: STATUS.financed },
  { id: 'PO-DG-118237', buyer: { en: 'Guangzhou Baiyun Home Appliances Co., Ltd.', zh: '广州白云家电有限公司' }, value: { amount: 438_600, currency: 'CNY' }, issuedOn: '2026-11-12', status: STATUS.accepted },
  { id: 'PO-DG-118251', buyer: { en: 'Chengdu Tianfu Medical Supplies Co., Ltd.', zh: '成都天府医疗用品有限公司' }, value: { amount: 96_300, currency: 'CNY' }, issuedOn: '2026-11-19', status: STATUS.awaiting },
];

export interface Store {
  platform: string;
  name: Bilingual;
  site: Bilingual;
  authorisedOn: string;
}

/** The store bound already, then the ones "Add store" binds in turn. */
export const STORES: Store[] = [
  { platform: 'Amazon SC', name: { en: 'Harbour Home Goods', zh: 'Harbour Home Goods' }, site: { en: 'United States', zh: '美国' }, authorisedOn: '2026-09-14' },
  { platform: 'Amazon SC', name: { en: 'Harbour Home Goods UK', zh: 'Harbour Home Goods UK' }, site: { en: 'United Kingdom', zh: '英国' }, authorisedOn: '2026-11-28' },
  { platform: 'Shopee', name: { en: 'Harbour Home Official', zh: 'Harbour Home 官方店' }, site: { en: 'Singapore', zh: '新加坡' }, authorisedOn: '2026-11-28' },
  { platform: 'JD VC', name: { en: 'Harbour Home Flagship', zh: 'Harbour Home 旗舰店' }, site: { en: 'Mainland China', zh: '中国大陆' }, authorisedOn: '2026-11-28' },
];

export const CREDIT = { limit: { amount: 500_000, currency: 'USD' }, used: { amount: 212_400, currency: 'USD' } } satisfies Record<string, Money>;

export interface Financing {
  id: string;
  store: string;
  value: Money;
  tenorDays: number;
  appliedOn: string;
  status: Status;
}

export const FINANCINGS: Financing[] = [
  { id: 'EF-2026-10-0387', store: 'Harbour Home Goods', value: { amount: 120_000, currency: 'USD' }, tenorDays: 90, appliedOn: '2026-10-21', status: STATUS.disbursed },
  { id: 'EF-2026-11-0452', store: 'Harbour Home Goods', value: { amount: 92_400, currency: 'USD' }, tenorDays: 60, appliedOn: '2026-11-17', status: STATUS.disbursed },
  { id: 'EF-2026-11-0519', store: 'Harbour Home Goods', value: { amount: 60_000, currency: 'USD' }, tenorDays: 30, appliedOn: '2026-11-26', status: STATUS.underReview },
  { id: 'EF-2026-08-0203', store: 'Harbour Home Goods', value: { amount: 75_000, currency: 'USD' }, tenorDays: 90, appliedOn: '2026-08-04', status: STATUS.repaid },
];

export interface Payment {
  id: string;
  supplier: Bilingual;
  value: Money;
  dueOn: string;
  status: Status;
}

export const PAYMENTS: Payment[] = [
  { id: 'INV-31120456', supplier: { en: 'Suzhou Jinghua Precision Machinery Co., Ltd.', zh: '苏州精华精密机械有限公司' }, value: { amount: 286_400, currency: 'CNY' }, dueOn: '2026-12-05', status: STATUS.due },
  { id: 'INV-31120471', supplier: { en: 'Foshan Nanhai Aluminium Co., Ltd.', zh: '佛山南海铝业有限公司' }, value: { amount: 154_820, currency: 'CNY' }, dueOn: '2026-12-12', status: STATUS.scheduled },
  { id: 'INV-31110398', supplier: { en: 'Qingdao Haiyun Packaging Co., Ltd.', zh: '青岛海运包装有限公司' }, value: { amount: 48_960, currency: 'CNY' }, dueOn: '2026-11-20', status: STATUS.paid },
];

export interface Settlement {
  id: string;
  product: Bilingual;
  counterparty: Bilingual;
  value: Money;
  valueDate: string;
  status: Status;
}

export const SETTLEMENTS: Settlement[] = [
  { id: 'OR2611280017', product: { en: 'Outward remittance', zh: '汇出汇款' }, counterparty: { en: 'Nordhaven Retail B.V.', zh: 'Nordhaven Retail B.V.' }, value: { amount: 58_200, currency: 'EUR' }, valueDate: '2026-11-28', status: STATUS.processing },
  { id: 'IR2611250093', product: { en: 'Inward remittance', zh: '汇入汇款' }, counterparty: { en: 'Whitfield & Grey Ltd.', zh: 'Whitfield & Grey Ltd.' }, value: { amount: 126_000, currency: 'USD' }, valueDate: '2026-11-25', status: STATUS.completed },
  { id: 'LC2611180042', product: { en: 'Export letter of credit', zh: '出口信用证' }, counterparty: { en: 'Gulf Star Trading LLC', zh: 'Gulf Star Trading LLC' }, value: { amount: 340_000, currency: 'USD' }, valueDate: '2026-11-18', status: STATUS.documents },
  { id: 'DC2611020011', product: { en: 'Documentary collection', zh: '跟单托收' }, counterparty: { en: 'Ensambles del Bajío S.A. de C.V.', zh: 'Ensambles del Bajío S.A. de C.V.' }, value: { amount: 89_750, currency: 'USD' }, valueDate: '2026-11-02', status: STATUS.completed },
];

/** One line on what each other area does, for its landing page. */
export const AREA_INTROS = {
  childEkycPortal: { en: 'Verify your company once and use every product of the platform.', zh: '一次完成企业认证，即可使用平台所有产品。' },
  'child-iDDPortal': { en: 'Discount your accepted invoices and receive funds before they fall due.', zh: '将已确认的发票贴现，在到期前提前收款。' },
  childUserPt: { en: 'Prepare trade documents and track your shipments in one place.', zh: '在一个地方准备贸易单证、跟踪货物。' },
  childiDDUserPortal: { en: 'Pay your suppliers’ invoices on time.', zh: '按时支付供应商发票。' },
  childDocExchange: { en: 'Exchange trade documents with your counterparties and banks securely.', zh: '与交易对手和银行安全地交换贸易单证。' },
  childScbPortal: { en: 'Remittances, letters of credit and collections of your company.', zh: '贵公司的汇款、信用证和托收业务。' },
  'child-efinancePortal': { en: 'Finance your store’s sales.', zh: '以店铺销售获得融资。' },
  'child-marketplacePortal': { en: 'Fund receivables of vetted exporters.', zh: '为经审核的出口企业的应收账款出资。' },
  'child-digipoPortal': { en: 'Issue, accept and finance digital purchase orders.', zh: '开立、确认数字采购订单并申请融资。' },
  childDocCheckPortal: { en: 'Have your trade documents checked before presentation.', zh: '交单前审核您的贸易单证。' },
  'child-accountSettingPortal': { en: 'Manage your stores, authorisations and accounts.', zh: '管理您的店铺、授权和账户。' },
} satisfies Record<string, Bilingual>;
