import { ALL_PRODUCT_TYPES } from '@/entities/enterprise';
import type { ProductTypeCode } from '@/entities/session';

/** The login URL's query (000 §2 "Routes": userName, refer, lang, action, productType, scenario). */
export interface LoginQuery {
  userName: string | null;
  action: string | null;
  productType: string | null;
  scenario: string | null;
  /** Assumed: a registration channel may arrive as `channelId` (000 §3 lists it in the payload only). */
  channelId: string | null;
}

export function readLoginQuery(params: URLSearchParams): LoginQuery {
  const value = (name: string) => {
    const raw = params.get(name)?.trim();
    return raw ? raw : null;
  };
  return {
    userName: value('userName'),
    action: value('action'),
    productType: value('productType'),
    scenario: value('scenario'),
    channelId: value('channelId'),
  };
}

function isProductType(value: string): value is ProductTypeCode {
  return (ALL_PRODUCT_TYPES as readonly string[]).includes(value);
}

/** Product types the OTP question is asked for: the URL's productType, else all of them (000 §4 step 4). */
export function otpProductTypes(productType: string | null): ProductTypeCode[] {
  return productType && isProductType(productType) ? [productType] : [...ALL_PRODUCT_TYPES];
}
