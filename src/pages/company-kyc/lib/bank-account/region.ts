import { CHINA_REGIONS, MUNICIPALITY_PROVINCE_CODES, type CityEntry, type ProvinceEntry } from '../../config/bank-account/regions';

/**
 * The account-opening city rules of 001 §2.4.
 *
 * - The province code is the first 2 characters of a code ('440300' → '44'); the wire's
 *   bankProvinceCode carries exactly that.
 * - Direct municipalities (Beijing 11, Tianjin 12, Shanghai 31, Chongqing 50) have no
 *   prefecture-level city: the cascader lists each once under itself with the code of its
 *   urban districts (xx0100), and the code is adjusted to the municipality's own code
 *   (xx0000) for the server, which knows a municipality's branches under that code. Read
 *   back, xx0000 (or xx0100) opens the cascader on [xx0000, xx0100].
 * - The city is complete only with a known province and a known city of that province; a
 *   bank can be chosen only then.
 */

/** A cascader value: [province code, city code], each six digits; [] when nothing is chosen. */
export type RegionPath = string[];

export const provinceCodeOf = (code: string): string => code.slice(0, 2);

export const isMunicipality = (code: string): boolean => (MUNICIPALITY_PROVINCE_CODES as readonly string[]).includes(provinceCodeOf(code));

const provinceOf = (code: string): ProvinceEntry | undefined => CHINA_REGIONS.find((entry) => provinceCodeOf(entry.code) === provinceCodeOf(code));

/** The city code as the server knows it: a municipality's urban-district code becomes its own code. */
export function toWireCityCode(cityCode: string): string {
  return isMunicipality(cityCode) ? `${provinceCodeOf(cityCode)}0000` : cityCode;
}

/** The cascader value of a city code read from the server; [] for an unknown or empty code. */
export function regionPathOf(wireCityCode: string | null | undefined): RegionPath {
  if (!wireCityCode) return [];
  const province = provinceOf(wireCityCode);
  if (!province) return [];
  const city = isMunicipality(wireCityCode)
    ? province.cities[0]
    : province.cities.find((entry) => entry.code === wireCityCode);
  return city ? [province.code, city.code] : [];
}

/** The province and city of a complete cascader value, else null. */
export function regionOf(path: RegionPath | null | undefined): { province: ProvinceEntry; city: CityEntry } | null {
  if (!path || path.length !== 2) return null;
  const [provinceCode, cityCode] = path as [string, string];
  const province = CHINA_REGIONS.find((entry) => entry.code === provinceCode);
  const city = province?.cities.find((entry) => entry.code === cityCode);
  return province && city ? { province, city } : null;
}

/** 001 §2.4, §5: a bank can be selected only when the account-opening city is complete. */
export const isCityComplete = (path: RegionPath | null | undefined): boolean => regionOf(path) !== null;

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** Cascader options in the display language ('zh' or 'en'). */
export function regionOptions(language: 'zh' | 'en'): RegionOption[] {
  return CHINA_REGIONS.map((province) => ({
    value: province.code,
    label: province[language],
    children: province.cities.map((city) => ({ value: city.code, label: city[language] })),
  }));
}
