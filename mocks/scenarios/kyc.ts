import { db } from '../db';
import { SIGNED_CONTRACT_AREA } from '../db/models/media';
import { signIn, updateSession } from '../lib/session';
import { demoAccountId } from './accounts';

/**
 * The company KYC wizard's demo data (001 §2.1, §3): the country list and the saved steps
 * 1-4 of the demo.kyc.* enterprises (scenarios/enterprises.ts):
 * - 20021 demo.kyc.cn: mainland (TERRITORY), INIT, nothing saved (legal-person wording);
 * - 20022 demo.kyc.os: overseas, INIT, nothing saved (director wording);
 * - 20023 demo.kyc.half: steps 1 and 2 saved, the wizard resumes at step 3;
 * - 20024 demo.kyc.back: returned (BACK) with the review's comment, steps 1-4 saved;
 * - 20025 demo.kyc.done: submitted (SUBMIT), steps 1-4 complete, read-only.
 */

/** Countries (001 §3 "Country"): ISO alpha-3 code, Chinese and English name. */
export const DEMO_COUNTRIES = [
  { countryCode: 'CHN', countryName: '中国', countryNameEng: 'China' },
  { countryCode: 'HKG', countryName: '中国香港', countryNameEng: 'Hong Kong, China' },
  { countryCode: 'MAC', countryName: '中国澳门', countryNameEng: 'Macao, China' },
  { countryCode: 'TWN', countryName: '中国台湾', countryNameEng: 'Taiwan, China' },
  { countryCode: 'SGP', countryName: '新加坡', countryNameEng: 'Singapore' },
  { countryCode: 'USA', countryName: '美国', countryNameEng: 'United States' },
  { countryCode: 'GBR', countryName: '英国', countryNameEng: 'United Kingdom' },
  { countryCode: 'DEU', countryName: '德国', countryNameEng: 'Germany' },
  { countryCode: 'FRA', countryName: '法国', countryNameEng: 'France' },
  { countryCode: 'NLD', countryName: '荷兰', countryNameEng: 'Netherlands' },
  { countryCode: 'JPN', countryName: '日本', countryNameEng: 'Japan' },
  { countryCode: 'KOR', countryName: '韩国', countryNameEng: 'South Korea' },
  { countryCode: 'AUS', countryName: '澳大利亚', countryNameEng: 'Australia' },
  { countryCode: 'CAN', countryName: '加拿大', countryNameEng: 'Canada' },
  { countryCode: 'ARE', countryName: '阿联酋', countryNameEng: 'United Arab Emirates' },
  { countryCode: 'MYS', countryName: '马来西亚', countryNameEng: 'Malaysia' },
  { countryCode: 'THA', countryName: '泰国', countryNameEng: 'Thailand' },
  { countryCode: 'VNM', countryName: '越南', countryNameEng: 'Vietnam' },
];

/** Step 1 of a complete mainland company (the CHN registration code has 18 characters). */
function mainlandCompany(nameEn: string, nameCn: string, code: string, address: { cn: string; en: string }) {
  return {
    companyName: nameEn,
    companyNameCn: nameCn,
    registeredArea: '中国',
    registeredAreaCode: 'CHN',
    registeredDetail: address.cn,
    manageCountry: '中国',
    manageCountryCode: 'CHN',
    manageDetail: address.en,
    manageDetailIsRegisteredDetail: 'N',
    companyType: 'GENERAL_TAXPAYER',
    companyIdentType: 'BUSINESS_LICENCE',
    companyIdentCode: code,
    companyIdentStartTime: '2019-03-18',
    companyIdentExpirationTime: '9999-12-31',
    expirationPerennial: 'Y',
    certIssueCode: 'CHN',
  };
}

interface PersonSeed {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  identNo: string;
}

function person(seed: PersonSeed) {
  return {
    ...seed,
    name: `${seed.lastName}${seed.firstName}`,
    phoneAreaCode: '86',
    identType: 'CREDENTIALS_ID',
    certificateIssuingPlaceCode: 'CHN',
    certificateIssuingPlace: '中国',
  };
}

interface KycSeed {
  enterprise: Record<string, string>;
  manager?: Record<string, unknown>;
  legals?: Record<string, unknown>[];
  owners?: Record<string, unknown>[];
  auditComment?: { en: string; zh: string };
}

const HALF: KycSeed = {
  enterprise: mainlandCompany('Halfway Trading Co., Ltd.', '半程贸易有限公司', '91310115MA1K300023', {
    cn: '上海市浦东新区世纪大道 100 号 23 层',
    en: '23/F, 100 Century Avenue, Pudong, Shanghai',
  }),
  manager: {
    ...person({ lastName: '王', firstName: '芳', email: 'kyc.half@demo.kj', phone: '13800010023', identNo: '310115199003150023' }),
    position: ['GENERAL_MANAGER'],
    registerWay: 'EMAIL',
    legalPerson: 'N',
  },
};

const BACK: KycSeed = {
  enterprise: mainlandCompany('Returned Textiles Co., Ltd.', '退回纺织品有限公司', '91440300MA5F300024', {
    cn: '深圳市南山区科技园南区 24 号',
    en: 'No. 24, South Hi-Tech Park, Nanshan, Shenzhen',
  }),
  manager: {
    ...person({ lastName: '陈', firstName: '静', email: 'kyc.back@demo.kj', phone: '13800010024', identNo: '440305198807240024' }),
    position: ['FINANCIAL_CONTROLLER'],
    registerWay: 'EMAIL',
    legalPerson: 'N',
  },
  legals: [
    { ...person({ lastName: '刘', firstName: '强', email: 'liu.qiang@returned-textiles.example', phone: '13900010024', identNo: '440305197512010024' }), position: ['LEGAL'] },
  ],
  owners: [
    {
      contactRoleType: 'PERSONAL', gender: 'MALE', birthday: '1975-12-01', lastName: '刘', firstName: '强',
      identType: 'CREDENTIALS_ID', identNo: '440305197512010024', certificateIssuingPlaceCode: 'CHN', managerPerson: 'N',
    },
  ],
  auditComment: {
    en: 'The business licence image is unclear and the registered address does not match the licence. Please upload a clear scan of the licence and correct the registered address.',
    zh: '营业执照图片不清晰，且注册地址与营业执照不一致。请上传清晰的营业执照扫描件并更正注册地址。',
  },
};

const DONE: KycSeed = {
  enterprise: mainlandCompany('Submitted Electronics Co., Ltd.', '已提交电子有限公司', '91320500MA1N300025', {
    cn: '苏州市工业园区星湖街 25 号',
    en: 'No. 25 Xinghu Street, Suzhou Industrial Park, Suzhou',
  }),
  // The authorised person is also the legal person: the legal list shows them read-only.
  manager: {
    ...person({ lastName: '赵', firstName: '磊', email: 'kyc.done@demo.kj', phone: '13800010025', identNo: '320503198206250025' }),
    position: ['LEGAL', 'GENERAL_MANAGER'],
    registerWay: 'EMAIL',
    legalPerson: 'Y',
  },
  legals: [],
  owners: [
    {
      contactRoleType: 'PERSONAL', gender: 'MALE', birthday: '1982-06-25', lastName: '赵', firstName: '磊',
      identType: 'CREDENTIALS_ID', identNo: '320503198206250025', certificateIssuingPlaceCode: 'CHN', managerPerson: 'Y',
    },
    {
      contactRoleType: 'COMPANY', name: 'Suzhou Holding Group Co., Ltd.', companyIdentType: 'BUSINESS_LICENCE',
      companyIdentCode: '91320500MA1N3H0025', certificateIssuingPlaceCode: 'CHN', managerPerson: 'N',
    },
  ],
};

/** The saved KYC steps of the demo enterprises, by enterprise id. */
export const DEMO_KYC: Record<string, KycSeed> = { '20023': HALF, '20024': BACK, '20025': DONE };

/** Stores the saved KYC steps of one enterprise (ids derived from it, so the seed is stable). */
export function createKycFor(enterpriseId: string, seed: KycSeed): void {
  db.kycEnterprise.create({
    id: enterpriseId,
    data: JSON.stringify({ ...seed.enterprise, mediaId: `ENT${enterpriseId}` }),
    auditCommentEn: seed.auditComment?.en ?? null,
    auditCommentZh: seed.auditComment?.zh ?? null,
  });
  if (seed.manager) {
    db.kycManager.create({ id: enterpriseId, data: JSON.stringify({ ...seed.manager, id: `${enterpriseId}M`, enterpriseId, mediaId: `MGR${enterpriseId}` }) });
  }
  seed.legals?.forEach((legal, orderNo) => {
    const id = `${enterpriseId}L${orderNo + 1}`;
    db.kycLegal.create({ id, enterpriseId, orderNo, data: JSON.stringify({ ...legal, mediaId: `LGL${id}` }) });
  });
  seed.owners?.forEach((owner, orderNo) => {
    const id = `${enterpriseId}B${orderNo + 1}`;
    // The authorised person listed as an owner shares their media (their ID images).
    const mediaId = owner.managerPerson === 'Y' ? `MGR${enterpriseId}` : `BEN${id}`;
    db.kycBeneficiary.create({ id, enterpriseId, orderNo, data: JSON.stringify({ ...owner, mediaId }) });
  });
}

/**
 * A stored demo file of a seeded step (a placeholder of its type is served for it:
 * mocks/lib/mediaBytes.ts demoFile), so a seeded step is complete, files included.
 */
function seedFile(area: { modelCode: string; catgId: string; busiKey: string }, fileName: string): void {
  const id = `SEED-${area.catgId}-${area.busiKey}`;
  const mime = fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  db.mediaFile.create({ id, ...area, fileName, mime, size: 0, createdAt: 0, bytes: null });
}

/** ID front and back of a seeded person (001 §5: both required). */
function seedIdImages(busiKey: string): void {
  seedFile({ modelCode: MEDIA_MODEL_CONTACT, catgId: 'CCONTACT001', busiKey }, 'id-front.png');
  seedFile({ modelCode: MEDIA_MODEL_CONTACT, catgId: 'CCONTACT002', busiKey }, 'id-back.png');
}

const MEDIA_MODEL_CONTACT = 'MKJ02CONTACT';

/** The documents of the seeded steps: the licence of step 1 and every person's ID images. */
function seedKycFiles(enterpriseId: string, seed: KycSeed): void {
  seedFile({ modelCode: 'MKJ01ENT', catgId: 'CENT005', busiKey: `ENT${enterpriseId}` }, 'business-licence.pdf');
  if (seed.manager) seedIdImages(`MGR${enterpriseId}`);
  seed.legals?.forEach((_, orderNo) => seedIdImages(`LGL${enterpriseId}L${orderNo + 1}`));
  seed.owners?.forEach((owner, orderNo) => {
    if (owner.managerPerson === 'Y') return; // shares the authorised person's images
    const busiKey = `BEN${enterpriseId}B${orderNo + 1}`;
    if (owner.contactRoleType === 'COMPANY') seedFile({ modelCode: MEDIA_MODEL_CONTACT, catgId: 'CCONTACT003', busiKey }, 'company-file.pdf');
    else seedIdImages(busiKey);
  });
}

export function seedKyc(): void {
  DEMO_COUNTRIES.forEach((country, orderNo) => db.country.create({ ...country, id: String(orderNo + 1), orderNo }));
  for (const [enterpriseId, seed] of Object.entries(DEMO_KYC)) {
    createKycFor(enterpriseId, seed);
    seedKycFiles(enterpriseId, seed);
  }
  // The submitted enterprise signed its authorisation contract (step 6).
  seedFile({ ...SIGNED_CONTRACT_AREA, busiKey: '20025' }, 'signed-authorisation.pdf');
}

/** Pact provider states of the KYC wizard (see providerStates.ts); the demo data holds the rows. */
export const kycStates: Record<string, () => void> = {
  'countries exist': () => undefined,
  // 20021: mainland, INIT, nothing saved yet.
  'user demo.kyc.cn is signed in and chose its fresh mainland enterprise 20021': () => {
    signIn(demoAccountId('demo.kyc.cn'));
    updateSession({ orgId: '20021' });
  },
  // 20025: SUBMIT; the manager is the legal person (listed first with containsManager=true) and an owner.
  'user demo.kyc.done is signed in and the manager of its submitted enterprise 20025 is the legal person': () => {
    signIn(demoAccountId('demo.kyc.done'));
    updateSession({ orgId: '20025' });
  },
  // 20024: BACK with the review's comment; steps 1-4 saved (a legal person, one owner).
  'user demo.kyc.back is signed in and its enterprise 20024 was returned with a comment': () => {
    signIn(demoAccountId('demo.kyc.back'));
    updateSession({ orgId: '20024' });
  },
};
