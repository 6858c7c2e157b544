export {
  countryApi,
  useListPhoneAreaCodesQuery,
} from './api/countryApi';
export { phoneAreaName } from './lib/label';
export { useCountryOptions } from './model/useCountryOptions';
