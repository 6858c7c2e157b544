export { countryApi, useListPhoneAreaCodesQuery, type PhoneAreaCode } from './api/countryApi';
