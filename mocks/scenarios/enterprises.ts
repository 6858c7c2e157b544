import { db } from '../db';
import { demoAccountId } from './accounts';

export interface DemoEnterprise {
  id: string;
  companyName: string;
  companyNameCn: string | null;
  companyIdentCode: string | null;
  status: 'INIT' | 'BACK' | 'SUBMIT' | 'REJECT' | 'ENDURANCE';
  productType: string;
  enterpriseRole?: string;
  locationName: 'TERRITORY' | 'OVERSEAS';
  toPage?: string;
  /** No menu at all: choosing it sends the user back to /login (000 §4). */
  emptyMenu?: boolean;
  /** A DIGIPO service contract waits for signing (kj-contract). */
  digipoContract?: boolean;
}

/**
 * The demo enterprises, one per routing branch of "After choosing an enterprise" (000 §4)
 * plus one each for the single-enterprise demo accounts.
 */
export const DEMO_ENTERPRISES: DemoEnterprise[] = [
  { id: '20001', companyName: 'One Trade Co., Ltd.', companyNameCn: '壹号贸易有限公司', companyIdentCode: '91310115MA1K300001', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20011', companyName: 'Alpha Trading Ltd.', companyNameCn: '阿尔法贸易有限公司', companyIdentCode: '91310115MA1K300011', status: 'INIT', productType: 'IDD', locationName: 'OVERSEAS' },
  { id: '20012', companyName: 'Beta Finance Ltd.', companyNameCn: '贝塔金融有限公司', companyIdentCode: '91310115MA1K300012', status: 'BACK', productType: 'E_FINANCE', locationName: 'TERRITORY' },
  { id: '20013', companyName: 'Gamma Digipo Ltd.', companyNameCn: '伽马数字订单有限公司', companyIdentCode: '91310115MA1K300013', status: 'SUBMIT', productType: 'DIGIPO', locationName: 'TERRITORY' },
  { id: '20014', companyName: 'Delta Account Ltd.', companyNameCn: '德尔塔账户有限公司', companyIdentCode: '91310115MA1K300014', status: 'REJECT', productType: 'ACCOUNT', locationName: 'TERRITORY' },
  {
    id: '20015', companyName: 'Epsilon Market Ltd.', companyNameCn: '艾普西隆市场有限公司', companyIdentCode: '91310115MA1K300015', status: 'ENDURANCE',
    productType: 'MARKET', enterpriseRole: 'FUND', locationName: 'TERRITORY', toPage: '/child-marketplacePortal/buyCar',
  },
  // A second marketplace company: switching to it from Epsilon stays in the marketplace
  // sub-application, which then shows the new company without a remount (000 §3).
  {
    id: '20020', companyName: 'Kappa Market Ltd.', companyNameCn: '卡帕市场有限公司', companyIdentCode: '91310115MA1K300020', status: 'ENDURANCE',
    productType: 'MARKET', enterpriseRole: 'FUND', locationName: 'TERRITORY', toPage: '/child-marketplacePortal/home',
  },
  { id: '20016', companyName: 'Zeta Digipo Ltd.', companyNameCn: '泽塔数字订单有限公司', companyIdentCode: '91310115MA1K300016', status: 'ENDURANCE', productType: 'DIGIPO', locationName: 'OVERSEAS', digipoContract: true },
  { id: '20017', companyName: 'Eta Exchange Ltd.', companyNameCn: '伊塔单证交换有限公司', companyIdentCode: '91310115MA1K300017', status: 'INIT', productType: 'DOC_EXCHANGE', locationName: 'TERRITORY' },
  { id: '20018', companyName: 'Theta Default Ltd.', companyNameCn: '西塔综合服务有限公司', companyIdentCode: '91310115MA1K300018', status: 'SUBMIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20019', companyName: 'Iota Empty Ltd.', companyNameCn: '约塔空菜单有限公司', companyIdentCode: '91310115MA1K300019', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY', emptyMenu: true },
  { id: '20003', companyName: 'Init Demo Co., Ltd.', companyNameCn: '初始化演示有限公司', companyIdentCode: '91310115MA1K300003', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20004', companyName: 'Reset Demo Co., Ltd.', companyNameCn: '重置演示有限公司', companyIdentCode: '91310115MA1K300004', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20005', companyName: 'OTP Demo Co., Ltd.', companyNameCn: '动态口令演示有限公司', companyIdentCode: '91310115MA1K300005', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20007', companyName: 'Fund Market Co., Ltd.', companyNameCn: '资金方市场有限公司', companyIdentCode: '91310115MA1K300007', status: 'ENDURANCE', productType: 'MARKET', enterpriseRole: 'FUND', locationName: 'TERRITORY' },
  { id: '20008', companyName: 'E-Finance Demo Co., Ltd.', companyNameCn: '数字融资演示有限公司', companyIdentCode: '91310115MA1K300008', status: 'INIT', productType: 'E_FINANCE', locationName: 'TERRITORY' },
  { id: '20009', companyName: 'Digipo Demo Co., Ltd.', companyNameCn: '数字订单演示有限公司', companyIdentCode: '91310115MA1K300009', status: 'ENDURANCE', productType: 'DIGIPO', locationName: 'TERRITORY', digipoContract: true },
  { id: '20010', companyName: 'Agreement Demo Co., Ltd.', companyNameCn: '协议演示有限公司', companyIdentCode: '91310115MA1K300010', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  // company KYC wizard (001 §2.1): fresh mainland, fresh overseas, half done, returned, submitted (KYC data in kyc.ts)
  { id: '20021', companyName: 'Mainland Onboarding Co., Ltd.', companyNameCn: '大陆开户演示有限公司', companyIdentCode: null, status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20022', companyName: 'Harbour Overseas Trading Ltd.', companyNameCn: null, companyIdentCode: null, status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'OVERSEAS' },
  { id: '20023', companyName: 'Halfway Trading Co., Ltd.', companyNameCn: '半程贸易有限公司', companyIdentCode: '91310115MA1K300023', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20024', companyName: 'Returned Textiles Co., Ltd.', companyNameCn: '退回纺织品有限公司', companyIdentCode: '91440300MA5F300024', status: 'BACK', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20025', companyName: 'Submitted Electronics Co., Ltd.', companyNameCn: '已提交电子有限公司', companyIdentCode: '91320500MA1N300025', status: 'SUBMIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  // KYC file wizard (001 §2.2; IDD, so sign-in leads to /kycFileCN): fresh mainland, fresh Hong Kong,
  // fresh other overseas, returned with a step-3 draft, submitted (KYC data in kyc.ts)
  { id: '20031', companyName: 'Mainland Invoice Finance Co., Ltd.', companyNameCn: '大陆发票融资演示有限公司', companyIdentCode: null, status: 'INIT', productType: 'IDD', locationName: 'TERRITORY' },
  { id: '20032', companyName: 'Kowloon Invoice Trading Ltd.', companyNameCn: null, companyIdentCode: null, status: 'INIT', productType: 'IDD', locationName: 'OVERSEAS' },
  { id: '20033', companyName: 'Marina Invoice Trading Pte. Ltd.', companyNameCn: null, companyIdentCode: null, status: 'INIT', productType: 'IDD', locationName: 'OVERSEAS' },
  { id: '20034', companyName: 'Returned Ceramics Co., Ltd.', companyNameCn: '退回陶瓷有限公司', companyIdentCode: '91350200MA2Y300034', status: 'BACK', productType: 'IDD', locationName: 'TERRITORY' },
  { id: '20035', companyName: 'Submitted Furniture Co., Ltd.', companyNameCn: '已提交家具有限公司', companyIdentCode: '91440600MA4W300035', status: 'SUBMIT', productType: 'IDD', locationName: 'TERRITORY' },
  // export-drawback onboarding (000 §2 type=prefill): INIT DEFAULT_PRODUCT, so both drawback
  // products wait for Verify in the product centre; their managers in kyc.ts
  { id: '20041', companyName: 'Pearl River Export Manufacturing Co., Ltd.', companyNameCn: '珠江出口制造有限公司', companyIdentCode: '91440101MA5D300041', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20042', companyName: 'Ningbo Seaport Trading Co., Ltd.', companyNameCn: '宁波海港贸易有限公司', companyIdentCode: '91330200MA2H300042', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  // pre-approval (001 §2.5, §2.6): INIT DEFAULT_PRODUCT, so the product centre's E_FINANCE card
  // (not activated) shows the pre-approval links; stores and details in preApproval.ts
  { id: '20051', companyName: 'Shenzhen First Step Electronics Co., Ltd.', companyNameCn: '深圳起步电子有限公司', companyIdentCode: '91440300MA5G300051', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20052', companyName: 'Yiwu Bright Home Goods Co., Ltd.', companyNameCn: '义乌明亮家居用品有限公司', companyIdentCode: '91330782MA2J300052', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20053', companyName: 'Xiamen Tideway Outdoor Co., Ltd.', companyNameCn: '厦门潮路户外用品有限公司', companyIdentCode: '91350200MA2K300053', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20054', companyName: 'Dongguan Evergreen Toys Co., Ltd.', companyNameCn: '东莞长青玩具有限公司', companyIdentCode: '91441900MA5H300054', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
  { id: '20055', companyName: 'Hangzhou Silkroad Apparel Co., Ltd.', companyNameCn: '杭州丝路服饰有限公司', companyIdentCode: '91330100MA2L300055', status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' },
];

/** Which demo account belongs to which enterprises, in the order their list shows them. */
export const DEMO_MEMBERSHIPS: Record<string, string[]> = {
  'demo.one': ['20001'],
  'demo.many': ['20011', '20012', '20013', '20014', '20015', '20016', '20017', '20018', '20019', '20020'],
  'demo.init': ['20003'],
  'demo.reset': ['20004'],
  'demo.otp': ['20005'],
  'demo.none': [],
  'demo.fund': ['20007'],
  'demo.efin': ['20008'],
  'demo.digipo': ['20009'],
  'demo.agreement': ['20010'],
  // company KYC wizard (001 §2.1)
  'demo.kyc.cn': ['20021'],
  'demo.kyc.os': ['20022'],
  'demo.kyc.half': ['20023'],
  'demo.kyc.back': ['20024'],
  'demo.kyc.done': ['20025'],
  // KYC file wizard (001 §2.2)
  'demo.file.cn': ['20031'],
  'demo.file.hk': ['20032'],
  'demo.file.os': ['20033'],
  'demo.file.back': ['20034'],
  'demo.file.done': ['20035'],
  // export-drawback onboarding (000 §2 type=prefill)
  'demo.drawback': ['20041'],
  'demo.drawback.other': ['20042'],
  // pre-approval (001 §2.5, §2.6)
  'demo.pre.new': ['20051'],
  'demo.pre.stores': ['20052'],
  'demo.pre.partial': ['20053'],
  'demo.pre.done': ['20054'],
  'demo.pre.apply': ['20055'],
};

export function createEnterprise(enterprise: DemoEnterprise): void {
  db.enterprise.create({
    id: enterprise.id,
    companyIdentCode: enterprise.companyIdentCode,
    companyName: enterprise.companyName,
    companyNameCn: enterprise.companyNameCn,
    status: enterprise.status,
    productType: enterprise.productType,
    enterpriseRole: enterprise.enterpriseRole ?? null,
    mediaId: null,
    locationName: enterprise.locationName,
    toPage: enterprise.toPage ?? null,
    jumpFlag: null,
  });
}

export function addMembership(accountId: string, enterpriseId: string): void {
  const position = db.membership.count({ where: { accountId: { equals: accountId } } });
  db.membership.create({ id: `${accountId}:${enterpriseId}`, accountId, enterpriseId, position });
}

export function seedEnterprises(): void {
  for (const enterprise of DEMO_ENTERPRISES) createEnterprise(enterprise);
  for (const [loginName, enterpriseIds] of Object.entries(DEMO_MEMBERSHIPS)) {
    for (const enterpriseId of enterpriseIds) addMembership(demoAccountId(loginName), enterpriseId);
  }
}
