import { primaryKey } from '@mswjs/data';

/** Phone area codes of the registration form (000 §3 "Country phone-code entry"). */
export const countryModels = {
  phoneAreaCode: {
    countryCode: primaryKey(String),
    phoneCode: String,
    chineseName: String,
    englishName: String,
    orderNo: Number,
  },
};
