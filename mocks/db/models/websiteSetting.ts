import { nullable, primaryKey } from '@mswjs/data';

/**
 * kj-tools website settings (000 §3 "Branding settings"): one row per setting name.
 * The value is kept as the text the service sends ("true", a URL, a record line).
 */
export const websiteSettingModels = {
  websiteSetting: {
    name: primaryKey(String),
    value: nullable(String),
  },
};
