import { db } from '../db';

/** Phone area codes (000 §3): ISO alpha-3 country code, dialling code without "+". */
const DEMO_PHONE_AREA_CODES = [
  { countryCode: 'CHN', phoneCode: '86', chineseName: '中国', englishName: 'China' },
  { countryCode: 'HKG', phoneCode: '852', chineseName: '中国香港', englishName: 'Hong Kong, China' },
  { countryCode: 'MAC', phoneCode: '853', chineseName: '中国澳门', englishName: 'Macao, China' },
  { countryCode: 'USA', phoneCode: '1', chineseName: '美国', englishName: 'United States' },
  { countryCode: 'GBR', phoneCode: '44', chineseName: '英国', englishName: 'United Kingdom' },
  { countryCode: 'SGP', phoneCode: '65', chineseName: '新加坡', englishName: 'Singapore' },
  { countryCode: 'JPN', phoneCode: '81', chineseName: '日本', englishName: 'Japan' },
  { countryCode: 'KOR', phoneCode: '82', chineseName: '韩国', englishName: 'South Korea' },
  { countryCode: 'DEU', phoneCode: '49', chineseName: '德国', englishName: 'Germany' },
  { countryCode: 'FRA', phoneCode: '33', chineseName: '法国', englishName: 'France' },
  { countryCode: 'AUS', phoneCode: '61', chineseName: '澳大利亚', englishName: 'Australia' },
  { countryCode: 'ARE', phoneCode: '971', chineseName: '阿联酋', englishName: 'United Arab Emirates' },
  { countryCode: 'MYS', phoneCode: '60', chineseName: '马来西亚', englishName: 'Malaysia' },
];

export function seedPhoneAreaCodes(): void {
  DEMO_PHONE_AREA_CODES.forEach((entry, orderNo) => db.phoneAreaCode.create({ ...entry, orderNo }));
}
