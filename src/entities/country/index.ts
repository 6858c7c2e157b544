export {
  countryApi,
  useListCountriesQuery,
  useListPhoneAreaCodesQuery,
  type Country,
  type PhoneAreaCode,
} from './api/countryApi';
export { countryName, countryNameOf, countryOptions, phoneAreaName } from './lib/label';
export { useCountryOptions } from './model/useCountryOptions';
