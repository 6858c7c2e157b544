import { db } from '../db';

/**
 * Bank reference data of the company KYC's bank-account step (001 §2.4, §7): eight
 * Chinese banks with their CNAPS bank codes, branches in five cities, and SWIFT records of
 * banks abroad and at home. Names are the banks' real names; branch names and CNAPS
 * numbers are made up in the real format (bank code, CNAPS city code, branch number,
 * check digit).
 */
const DEMO_BANKS = [
  { code: '102', zh: '中国工商银行', en: 'Industrial and Commercial Bank of China' },
  { code: '103', zh: '中国农业银行', en: 'Agricultural Bank of China' },
  { code: '104', zh: '中国银行', en: 'Bank of China' },
  { code: '105', zh: '中国建设银行', en: 'China Construction Bank' },
  { code: '301', zh: '交通银行', en: 'Bank of Communications' },
  { code: '302', zh: '中信银行', en: 'China CITIC Bank' },
  { code: '308', zh: '招商银行', en: 'China Merchants Bank' },
  { code: '310', zh: '上海浦东发展银行', en: 'Shanghai Pudong Development Bank' },
] as const;

/**
 * Cities with branches: the server's city code (a municipality by its own xx0000 code,
 * 001 §2.4), the CNAPS city code, and two districts with a sub-branch each.
 */
const BRANCH_CITIES = [
  { cityCode: '110000', cnaps: '1000', zh: '北京', en: 'Beijing', districts: [['朝阳', 'Chaoyang'], ['海淀', 'Haidian']] },
  { cityCode: '310000', cnaps: '2900', zh: '上海', en: 'Shanghai', districts: [['浦东', 'Pudong'], ['徐汇', 'Xuhui']] },
  { cityCode: '440100', cnaps: '5810', zh: '广州', en: 'Guangzhou', districts: [['天河', 'Tianhe'], ['越秀', 'Yuexiu']] },
  { cityCode: '440300', cnaps: '5840', zh: '深圳', en: 'Shenzhen', districts: [['福田', 'Futian'], ['南山', 'Nanshan']] },
  { cityCode: '330100', cnaps: '3310', zh: '杭州', en: 'Hangzhou', districts: [['西湖', 'Xihu'], ['滨江', 'Binjiang']] },
] as const;

/** SWIFT records (BIC): the lookup of the SWIFT mode (001 §2.4). */
const DEMO_SWIFT_BANKS = [
  {
    id: 'HSBCHKHHHKH', countryCode: 'HKG', countryZh: '中国香港', countryEn: 'Hong Kong, China', cityZh: '香港', cityEn: 'Hong Kong',
    bankNameZh: '香港上海汇丰银行有限公司', bankNameEn: 'The Hongkong and Shanghai Banking Corporation Limited', branchZh: '香港总行', branchEn: 'Hong Kong Head Office',
  },
  {
    id: 'BKCHCNBJ', countryCode: 'CHN', countryZh: '中国', countryEn: 'China', cityZh: '北京', cityEn: 'Beijing',
    bankNameZh: '中国银行股份有限公司', bankNameEn: 'Bank of China Limited', branchZh: '总行', branchEn: 'Head Office',
  },
  {
    id: 'CHASUS33', countryCode: 'USA', countryZh: '美国', countryEn: 'United States', cityZh: '纽约', cityEn: 'New York',
    bankNameZh: '摩根大通银行', bankNameEn: 'JPMorgan Chase Bank, N.A.', branchZh: '纽约总部', branchEn: 'New York Head Office',
  },
  {
    id: 'DEUTDEFF', countryCode: 'DEU', countryZh: '德国', countryEn: 'Germany', cityZh: '法兰克福', cityEn: 'Frankfurt am Main',
    bankNameZh: '德意志银行', bankNameEn: 'Deutsche Bank AG', branchZh: '法兰克福总行', branchEn: 'Frankfurt Head Office',
  },
  {
    id: 'CITIUS33', countryCode: 'USA', countryZh: '美国', countryEn: 'United States', cityZh: '纽约', cityEn: 'New York',
    bankNameZh: '花旗银行', bankNameEn: 'Citibank N.A.', branchZh: '纽约总部', branchEn: 'New York Head Office',
  },
  {
    id: 'SCBLSGSG', countryCode: 'SGP', countryZh: '新加坡', countryEn: 'Singapore', cityZh: '新加坡', cityEn: 'Singapore',
    bankNameZh: '渣打银行（新加坡）有限公司', bankNameEn: 'Standard Chartered Bank (Singapore) Limited', branchZh: '新加坡总行', branchEn: 'Singapore Head Office',
  },
  {
    id: 'BOTKJPJT', countryCode: 'JPN', countryZh: '日本', countryEn: 'Japan', cityZh: '东京', cityEn: 'Tokyo',
    bankNameZh: '三菱日联银行', bankNameEn: 'MUFG Bank, Ltd.', branchZh: '东京总行', branchEn: 'Tokyo Head Office',
  },
] as const;

/** A CNAPS code: bank code (3), CNAPS city code (4), branch number (4) and a check digit. */
function cnapsCode(bankCode: string, cityCnaps: string, branchNo: number): string {
  const body = `${bankCode}${cityCnaps}${String(branchNo).padStart(4, '0')}`;
  const check = [...body].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 3 : 7), 0) % 10;
  return `${body}${check}`;
}

export function seedBanks(): void {
  DEMO_BANKS.forEach((bank, index) => {
    db.bankDict.create({ id: bank.code, orderNo: index + 1, nameZh: bank.zh, nameEn: bank.en });
    for (const city of BRANCH_CITIES) {
      const branches = [
        { zh: `${bank.zh}${city.zh}分行营业部`, en: `${bank.en}, ${city.en} Branch Business Department` },
        ...city.districts.map(([zh, en]) => ({ zh: `${bank.zh}${city.zh}${zh}支行`, en: `${bank.en}, ${city.en} ${en} Sub-branch` })),
      ];
      branches.forEach((branch, branchIndex) => {
        const unitedBankNumber = cnapsCode(bank.code, city.cnaps, branchIndex + 1);
        db.bankBranch.create({ id: unitedBankNumber, bankCode: bank.code, cityCode: city.cityCode, nameZh: branch.zh, nameEn: branch.en, unitedBankNumber });
      });
    }
  });
  for (const record of DEMO_SWIFT_BANKS) db.swiftBank.create({ ...record });
  seedDemoAccounts();
}

/** A saved CNY account (ICBC, Shenzhen, Futian sub-branch) for demos and provider states. */
export function cnyAccountOf(enterpriseId: string, accountName: string) {
  const branchNo = cnapsCode('102', '5840', 2);
  return {
    enterpriseId,
    currency: 'CNY',
    accountName,
    accountNo: '4000023409200112233',
    bankCountryCode: 'CHN',
    bankCountryName: '中国',
    bankProvinceCode: '44',
    bankProvinceName: '广东省',
    bankCityCode: '440300',
    bankCityName: '深圳市',
    bankCityAll: '广东省/深圳市',
    bankCode: '102',
    bankName: '中国工商银行',
    bankBranchCode: branchNo,
    bankBranchName: '中国工商银行深圳福田支行',
    bankRelateNo: branchNo,
    bankSwiftCode: null,
    intermediaryBankSwiftCode: null,
    isCny: true,
  };
}

/** A saved USD account at HSBC Hong Kong (SWIFT mode), looked up as the portal does. */
function usdAccountOf(enterpriseId: string, accountName: string) {
  return {
    enterpriseId,
    currency: 'USD',
    accountName,
    accountNo: '848-123456-838',
    bankCountryCode: 'HKG',
    bankCountryName: 'Hong Kong, China',
    bankCityName: 'Hong Kong',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankBranchName: 'Hong Kong Head Office',
    bankSwiftCode: 'HSBCHKHHHKH',
    intermediaryBankSwiftCode: 'CHASUS33',
    isCny: false,
  };
}

/**
 * The demo enterprises of the company KYC whose bank step has been through (see kyc.ts):
 * 20024 (returned) with a CNY account; 20025 (submitted) with a CNY account in Beijing (a
 * municipality, 001 §2.4) and a USD account.
 */
function seedDemoAccounts(): void {
  storeBankAccounts('20024', [{ ...cnyAccountOf('20024', '退回纺织品有限公司'), id: '20024-B1' }]);
  const beijing = cnapsCode('308', '1000', 1);
  storeBankAccounts('20025', [
    {
      ...cnyAccountOf('20025', '已提交电子有限公司'),
      id: '20025-B1',
      accountNo: '110908765410201',
      bankProvinceCode: '11',
      bankProvinceName: '北京市',
      bankCityCode: '110000',
      bankCityName: '北京市',
      bankCityAll: '北京市/北京市',
      bankCode: '308',
      bankName: '招商银行',
      bankBranchCode: beijing,
      bankBranchName: '招商银行北京分行营业部',
      bankRelateNo: beijing,
    },
    { ...usdAccountOf('20025', 'Submitted Electronics Co., Ltd.'), id: '20025-B2' },
  ]);
}

/** Puts accounts of an enterprise in the database as a save leaves them (replacing what it had). */
export function storeBankAccounts(enterpriseId: string, accounts: Record<string, unknown>[]): void {
  db.bankAccount.deleteMany({ where: { enterpriseId: { equals: enterpriseId } } });
  accounts.forEach((account, index) => {
    const id = typeof account.id === 'string' && account.id ? account.id : `${enterpriseId}-B${index + 1}`;
    db.bankAccount.create({ id, enterpriseId, orderNo: index + 1, data: JSON.stringify({ ...account, id, enterpriseId }) });
  });
}
