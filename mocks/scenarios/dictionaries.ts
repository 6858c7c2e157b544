import { db } from '../db';
import { dictionaryId } from '../db/models/dictionary';
import { MOCK_LOCALES, type MockLocale } from '../lib/locale';

interface Entry {
  param: string;
  zh: string;
  en: string;
}

interface DictionaryDefinition {
  code: string;
  /** 000 §3: some lists spell the display name `dispalyName`; the portal must cope. */
  nameField: 'displayName' | 'dispalyName';
  entries: Entry[];
}

/**
 * Dictionaries of the specification. The codes are not shown in it and are assumed;
 * the params (INIT, ACTIVATED, ...) are the spec's own (000 §4, §7, 001 §3).
 */
export const DEMO_DICTIONARIES: DictionaryDefinition[] = [
  {
    code: 'ENTERPRISE_STATUS',
    nameField: 'displayName',
    entries: [
      { param: 'INIT', zh: '待提交', en: 'Not submitted' },
      { param: 'BACK', zh: '已退回', en: 'Returned for correction' },
      { param: 'SUBMIT', zh: '审核中', en: 'Submitted' },
      { param: 'REJECT', zh: '已拒绝', en: 'Rejected' },
      { param: 'ENDURANCE', zh: '已生效', en: 'Activated by administrator' },
    ],
  },
  {
    code: 'PRODUCT_STATUS',
    nameField: 'dispalyName',
    entries: [
      { param: 'NOT_APPROVED', zh: '未开通', en: 'Inactive' },
      { param: 'UNDER_REVIEW', zh: '审核中', en: 'Under review' },
      { param: 'ACTIVATED', zh: '已开通', en: 'Activated' },
      { param: 'FAILED', zh: '开通失败', en: 'Failed' },
    ],
  },
  {
    code: 'PRODUCT_TYPE',
    nameField: 'displayName',
    entries: [
      { param: 'IDD', zh: 'IDD 跨境贸易', en: 'IDD cross-border trade' },
      { param: 'DOC_EXCHANGE', zh: '单证交换', en: 'Document exchange' },
      { param: 'PURCHASE_PAYMENT', zh: '采购支付', en: 'Purchase payment' },
      { param: 'E_FINANCE', zh: '电子融资', en: 'E-finance' },
      { param: 'MARKET', zh: '交易市场', en: 'Marketplace' },
      { param: 'DIGIPO', zh: 'DIGIPO 数字订单', en: 'DIGIPO digital orders' },
      { param: 'EXPORT_DRAWBACK_PROD', zh: '出口退税（生产企业）', en: 'Export drawback (manufacturer)' },
      { param: 'EXPORT_DRAWBACK_TRADE', zh: '出口退税（外贸企业）', en: 'Export drawback (trading company)' },
      { param: 'DEFAULT_PRODUCT', zh: '基础服务', en: 'Basic services' },
      { param: 'ACCOUNT', zh: '账户与支付', en: 'Account and payment' },
    ],
  },
  {
    code: 'ID_TYPE',
    nameField: 'dispalyName',
    entries: [
      { param: 'CREDENTIALS_ID', zh: '居民身份证', en: 'Resident identity card' },
      { param: 'PASSPORT', zh: '护照', en: 'Passport' },
      { param: 'HK_MACAO_PASS', zh: '港澳居民来往内地通行证', en: 'Mainland travel permit for Hong Kong and Macao residents' },
      { param: 'TAIWAN_PASS', zh: '台湾居民来往大陆通行证', en: 'Mainland travel permit for Taiwan residents' },
      { param: 'OTHER', zh: '其他', en: 'Other' },
    ],
  },
  {
    code: 'POSITION',
    nameField: 'displayName',
    entries: [
      // 001 §2.2: LEGAL (excluded outside the mainland), DIRECTOR (excluded on the mainland), NONE (exclusive).
      { param: 'LEGAL', zh: '法定代表人', en: 'Legal representative' },
      { param: 'DIRECTOR', zh: '董事', en: 'Director' },
      { param: 'GENERAL_MANAGER', zh: '总经理', en: 'General manager' },
      { param: 'FINANCIAL_CONTROLLER', zh: '财务负责人', en: 'Financial controller' },
      { param: 'AUTHORISED_AGENT', zh: '授权经办人', en: 'Authorised agent' },
      { param: 'OTHER', zh: '其他', en: 'Other' },
      { param: 'NONE', zh: '无', en: 'None' },
    ],
  },
  {
    code: 'ENTERPRISE_OTHER_FILE_TYPE',
    nameField: 'displayName',
    entries: [
      { param: 'ARTICLES_OF_ASSOCIATION', zh: '公司章程', en: 'Articles of association' },
      { param: 'SHAREHOLDER_REGISTER', zh: '股东名册', en: 'Register of shareholders' },
      { param: 'ACCOUNT_OPENING_PERMIT', zh: '开户许可证', en: 'Bank account opening permit' },
      { param: 'OTHER', zh: '其他文件', en: 'Other documents' },
    ],
  },
  // company KYC wizard (001 §2.4 currencies without ALL; §3 companyIdentType)
  {
    code: 'CURRENCY',
    nameField: 'displayName',
    entries: [
      { param: 'ALL', zh: '全部币种', en: 'All currencies' },
      { param: 'CNY', zh: '人民币', en: 'CNY - Chinese yuan' },
      { param: 'USD', zh: '美元', en: 'USD - US dollar' },
      { param: 'HKD', zh: '港币', en: 'HKD - Hong Kong dollar' },
      { param: 'EUR', zh: '欧元', en: 'EUR - Euro' },
      { param: 'GBP', zh: '英镑', en: 'GBP - Pound sterling' },
      { param: 'JPY', zh: '日元', en: 'JPY - Japanese yen' },
      { param: 'SGD', zh: '新加坡元', en: 'SGD - Singapore dollar' },
    ],
  },
  {
    code: 'COMPANY_IDENT_TYPE',
    nameField: 'displayName',
    entries: [
      { param: 'BUSINESS_LICENCE', zh: '营业执照', en: 'Business licence' },
      { param: 'CERTIFICATE_OF_INCORPORATION', zh: '公司注册证书', en: 'Certificate of incorporation' },
      { param: 'BUSINESS_REGISTRATION', zh: '商业登记证', en: 'Business registration certificate' },
      { param: 'OTHER', zh: '其他', en: 'Other' },
    ],
  },
  {
    code: 'DOWNLOAD_STATUS',
    nameField: 'displayName',
    entries: [
      { param: 'PENDING', zh: '处理中', en: 'Pending' },
      { param: 'FAILED', zh: '失败', en: 'Failed' },
      { param: 'SUCCESS', zh: '成功', en: 'Succeeded' },
      { param: 'PACKED', zh: '已打包', en: 'Packed' },
    ],
  },
];

/** The wire items of one dictionary in one language. */
function itemsOf(definition: DictionaryDefinition, locale: MockLocale) {
  return definition.entries.map((entry, index) => ({
    [definition.nameField]: locale === 'zh-CN' ? entry.zh : entry.en,
    dictCode: definition.code,
    dictKey: String(index + 1),
    dictParam: entry.param,
  }));
}

export function seedDictionaries(definitions: DictionaryDefinition[] = DEMO_DICTIONARIES): void {
  for (const definition of definitions) {
    for (const locale of MOCK_LOCALES) {
      db.dictionary.create({
        id: dictionaryId(definition.code, locale),
        code: definition.code,
        locale,
        items: JSON.stringify(itemsOf(definition, locale)),
      });
    }
  }
}
