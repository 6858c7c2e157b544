import { db } from '../db';
import { SIGNED_CONTRACT_AREA } from '../db/models/media';
import { keepDraft } from '../handlers/kj-kyc-steps';

/**
 * The KYC wizards' demo data (001 §2.1, §2.2, §3): the country list and the saved steps of
 * the demo enterprises (scenarios/enterprises.ts). The company KYC wizard (demo.kyc.*):
 * - 20021 demo.kyc.cn: mainland (TERRITORY), INIT, nothing saved (legal-person wording);
 * - 20022 demo.kyc.os: overseas, INIT, nothing saved (director wording);
 * - 20023 demo.kyc.half: steps 1 and 2 saved, the wizard resumes at step 3;
 * - 20024 demo.kyc.back: returned (BACK) with the review's comment, steps 1-4 saved;
 * - 20025 demo.kyc.done: submitted (SUBMIT), steps 1-4 complete, read-only.
 * The KYC file wizard (demo.file.*, IDD enterprises, /kycFileCN):
 * - 20031 demo.file.cn: mainland, INIT, nothing saved (business licence with OCR);
 * - 20032 demo.file.hk: overseas, INIT, only the registered country saved: Hong Kong;
 * - 20033 demo.file.os: overseas, INIT, only the registered country saved: Singapore;
 * - 20034 demo.file.back: returned (BACK) with the review's comment, steps 1 and 2 saved,
 *   and a draft of step 3 kept by "back" (a legal person half filled, one beneficial owner);
 * - 20035 demo.file.done: submitted (SUBMIT), steps 1-3 complete, read-only.
 * The export-drawback wizard (demo.drawback*, 000 §2 type=prefill): the company and its
 * manager saved, so the prefill fills steps 1 and 2 completely (names, e-mail, phone, ID number):
 * - 20041 demo.drawback: the manager is the signed-in account (its name, e-mail and phone),
 *   so step 2's user-association check passes;
 * - 20042 demo.drawback.other: the manager is someone else, so step 2 asks to update them.
 */

/** Countries (001 §3 "Country"): ISO alpha-3 code, Chinese and English name. */
const DEMO_COUNTRIES = [
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

/** Step 1 with only the registered country chosen (its code and Chinese name as the country list has them). */
function registeredIn(countryCode: string) {
  const country = DEMO_COUNTRIES.find((candidate) => candidate.countryCode === countryCode);
  if (!country) throw new Error(`No demo country ${countryCode}`);
  return { registeredArea: country.countryName, registeredAreaCode: country.countryCode };
}

type Entry = Record<string, unknown>;

/** Step 3 of the KYC file wizard as "back" keeps it (stagedEnterpriseContact): new entries have no id yet. */
interface ContactDraft {
  legal?: Entry;
  director?: Entry;
  beneficiaryList: Entry[];
  stockholderList: Entry[];
}

interface KycSeed {
  enterprise: Record<string, string>;
  manager?: Record<string, unknown>;
  legals?: Record<string, unknown>[];
  owners?: Record<string, unknown>[];
  /** Shareholders (the KYC file wizard's step 3). */
  stockholders?: Record<string, unknown>[];
  /** A draft of the KYC file wizard's step 3, newer than anything saved. */
  contactDraft?: ContactDraft;
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

/* ---- the KYC file wizard (001 §2.2): IDD enterprises ---- */

/** Hong Kong: step 1 shows business registration, certificate of incorporation and incorporation form. */
const FILE_HK: KycSeed = { enterprise: registeredIn('HKG') };

/** Any other country: step 1 shows the certificate of incorporation. */
const FILE_OS: KycSeed = { enterprise: registeredIn('SGP') };

const FILE_BACK: KycSeed = {
  enterprise: mainlandCompany('Returned Ceramics Co., Ltd.', '退回陶瓷有限公司', '91350200MA2Y300034', {
    cn: '厦门市思明区鹭江道 34 号',
    en: 'No. 34 Lujiang Road, Siming, Xiamen',
  }),
  manager: {
    ...person({ lastName: '林', firstName: '娜', email: 'file.back@demo.kj', phone: '13800010034', identNo: '350203199104080034' }),
    position: ['GENERAL_MANAGER'],
    registerWay: 'EMAIL',
    legalPerson: 'N',
  },
  // Step 3 left by "back" before it was saved: the legal person lacks the ID number, the
  // phone and the ID images; the beneficial owner is complete (ID images uploaded).
  contactDraft: {
    legal: {
      id: null, lastName: '林', firstName: '海', position: ['LEGAL'], email: 'lin.hai@returned-ceramics.example', phoneAreaCode: '86',
      identType: 'CREDENTIALS_ID', certificateIssuingPlaceCode: 'CHN', certificateIssuingPlace: '中国', mediaId: 'LGL20034L1', managerPerson: 'N',
    },
    beneficiaryList: [
      {
        id: null, contactRoleType: 'PERSONAL', gender: 'MALE', birthday: '1968-09-12', lastName: '林', firstName: '海',
        identType: 'CREDENTIALS_ID', identNo: '350203196809120034', certificateIssuingPlaceCode: 'CHN', mediaId: 'BEN20034B1', managerPerson: 'N',
      },
    ],
    stockholderList: [],
  },
  auditComment: {
    en: 'The legal representative and the beneficial owner are missing from the identity information. Please complete the identity information and submit again.',
    zh: '身份信息中缺少法定代表人和受益所有人。请补充身份信息后重新提交。',
  },
};

const FILE_DONE: KycSeed = {
  enterprise: mainlandCompany('Submitted Furniture Co., Ltd.', '已提交家具有限公司', '91440600MA4W300035', {
    cn: '佛山市顺德区乐从镇家具大道 35 号',
    en: 'No. 35 Furniture Avenue, Lecong, Shunde, Foshan',
  }),
  manager: {
    ...person({ lastName: '黄', firstName: '敏', email: 'file.done@demo.kj', phone: '13800010035', identNo: '440606198511200035' }),
    position: ['FINANCIAL_CONTROLLER'],
    registerWay: 'EMAIL',
    legalPerson: 'N',
  },
  legals: [
    { ...person({ lastName: '梁', firstName: '伟', email: 'liang.wei@submitted-furniture.example', phone: '13900010035', identNo: '440606197003150035' }), position: ['LEGAL'] },
  ],
  owners: [
    {
      contactRoleType: 'PERSONAL', gender: 'MALE', birthday: '1970-03-15', lastName: '梁', firstName: '伟',
      identType: 'CREDENTIALS_ID', identNo: '440606197003150035', certificateIssuingPlaceCode: 'CHN', managerPerson: 'N',
    },
  ],
  stockholders: [
    {
      contactRoleType: 'COMPANY', name: 'Foshan Home Holdings Co., Ltd.', companyIdentType: 'BUSINESS_LICENCE',
      companyIdentCode: '91440600MA4W3H0035', certificateIssuingPlaceCode: 'CHN', managerPerson: 'N',
    },
  ],
};

/* ---- the export-drawback wizard (000 §2 type=prefill): DEFAULT_PRODUCT enterprises ---- */

/**
 * demo.drawback (10041, "Zhou Min"): the manager's names, e-mail and phone are the account's
 * (lib/drawback.ts isSameUser; the phone is 1380000 + the account id's last four digits).
 */
const DRAWBACK_SAME: KycSeed = {
  enterprise: mainlandCompany('Pearl River Export Manufacturing Co., Ltd.', '珠江出口制造有限公司', '91440101MA5D300041', {
    cn: '广州市黄埔区开创大道 41 号',
    en: 'No. 41 Kaichuang Avenue, Huangpu, Guangzhou',
  }),
  manager: {
    ...person({ lastName: 'Zhou', firstName: 'Min', email: 'drawback@demo.kj', phone: '13800000041', identNo: '440112198605140041' }),
    name: 'Zhou Min',
    position: ['GENERAL_MANAGER'],
    registerWay: 'EMAIL',
    legalPerson: 'N',
  },
};

/** demo.drawback.other (10042, "Chen Jie"): the manager is another person, with their own e-mail and phone. */
const DRAWBACK_OTHER: KycSeed = {
  enterprise: mainlandCompany('Ningbo Seaport Trading Co., Ltd.', '宁波海港贸易有限公司', '91330200MA2H300042', {
    cn: '宁波市北仑区明州路 42 号',
    en: 'No. 42 Mingzhou Road, Beilun, Ningbo',
  }),
  manager: {
    ...person({ lastName: 'Sun', firstName: 'Li', email: 'sun.li@ningbo-seaport.example', phone: '13900010042', identNo: '330206197911230042' }),
    name: 'Sun Li',
    position: ['FINANCIAL_CONTROLLER'],
    registerWay: 'EMAIL',
    legalPerson: 'N',
  },
};

/** The saved KYC steps of the demo enterprises, by enterprise id. */
const DEMO_KYC: Record<string, KycSeed> = {
  '20023': HALF, '20024': BACK, '20025': DONE,
  // KYC file wizard (001 §2.2)
  '20032': FILE_HK, '20033': FILE_OS, '20034': FILE_BACK, '20035': FILE_DONE,
  // export-drawback wizard (000 §2 type=prefill)
  '20041': DRAWBACK_SAME, '20042': DRAWBACK_OTHER,
};

/** Stores the saved KYC steps of one enterprise (ids derived from it, so the seed is stable). */
function createKycFor(enterpriseId: string, seed: KycSeed): void {
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
  seed.stockholders?.forEach((stockholder, orderNo) => {
    const id = `${enterpriseId}S${orderNo + 1}`;
    db.kycStockholder.create({ id, enterpriseId, orderNo, data: JSON.stringify({ ...stockholder, mediaId: `STK${id}` }) });
  });
  if (seed.contactDraft) keepDraft(enterpriseId, 'CONTACT', { enterpriseId, ...seed.contactDraft });
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

/** The files of a beneficial owner or shareholder: a company's file, a person's ID images. */
function seedOwnerFiles(owner: Entry, busiKey: string): void {
  if (owner.contactRoleType === 'COMPANY') seedFile({ modelCode: MEDIA_MODEL_CONTACT, catgId: 'CCONTACT003', busiKey }, 'company-file.pdf');
  else seedIdImages(busiKey);
}

/**
 * The documents of the seeded steps: the licence of a saved (mainland) step 1, every
 * person's ID images, and the files of the complete entries of a step-3 draft.
 */
function seedKycFiles(enterpriseId: string, seed: KycSeed): void {
  // A step 1 with only the registered country chosen has no documents yet.
  if (seed.enterprise.companyIdentCode) seedFile({ modelCode: 'MKJ01ENT', catgId: 'CENT005', busiKey: `ENT${enterpriseId}` }, 'business-licence.pdf');
  if (seed.manager) seedIdImages(`MGR${enterpriseId}`);
  seed.legals?.forEach((_, orderNo) => seedIdImages(`LGL${enterpriseId}L${orderNo + 1}`));
  seed.owners?.forEach((owner, orderNo) => {
    if (owner.managerPerson === 'Y') return; // shares the authorised person's images
    seedOwnerFiles(owner, `BEN${enterpriseId}B${orderNo + 1}`);
  });
  seed.stockholders?.forEach((stockholder, orderNo) => seedOwnerFiles(stockholder, `STK${enterpriseId}S${orderNo + 1}`));
  seed.contactDraft?.beneficiaryList.forEach((owner) => seedOwnerFiles(owner, String(owner.mediaId)));
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
