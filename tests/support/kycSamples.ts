/*
 * Wire samples of the KYC records both wizards send for the fresh mainland demo enterprise
 * 20021 (001 §3, §5): complete, so a next with them passes the server's checks. The mock's
 * handler tests and the Pact tests of both wizards build their bodies from these, adding
 * what their call carries besides (the enterprise id, a media id, the country names).
 */

/** Step 1, company basics; long-term expiry. */
export const KYC_COMPANY = {
  id: '20021',
  companyName: 'Mainland Onboarding Co., Ltd.',
  companyNameCn: '大陆开户演示有限公司',
  registeredAreaCode: 'CHN',
  registeredDetail: '上海市黄浦区中山东一路 1 号',
  manageCountryCode: 'CHN',
  manageDetail: 'No. 1 Zhongshan East 1st Road, Shanghai',
  companyIdentCode: '91310101MA1K300021',
  companyIdentStartTime: '2020-01-01',
  companyIdentExpirationTime: '9999-12-31',
  expirationPerennial: 'Y',
  certIssueCode: 'CHN',
} as const;

/** The identity fields of the authorised person and of a legal person. */
export const KYC_PERSON = {
  lastName: '李',
  firstName: '雷',
  email: 'li.lei@example.com',
  phone: '13800001234',
  phoneAreaCode: '86',
  identType: 'CREDENTIALS_ID',
  identNo: '310101199001010011',
  certificateIssuingPlaceCode: 'CHN',
} as const;

/** A personal beneficial owner (or shareholder). */
export const KYC_OWNER = {
  contactRoleType: 'PERSONAL',
  gender: 'FEMALE',
  birthday: '1985-05-05',
  lastName: '韩',
  firstName: '梅梅',
  identType: 'CREDENTIALS_ID',
  identNo: '310101198505050022',
  certificateIssuingPlaceCode: 'CHN',
} as const;

/** A company beneficial owner (or shareholder). */
export const KYC_COMPANY_OWNER = {
  contactRoleType: 'COMPANY',
  name: 'Holding Ltd.',
  companyIdentType: 'BUSINESS_LICENCE',
  companyIdentCode: '91310101MA1K3H0001',
  certificateIssuingPlaceCode: 'CHN',
} as const;
