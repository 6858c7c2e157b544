import { ROUTES } from '@/shared/config';

/** The store-binding page, the landing of /home?isReFlag=2 (single sign-on, 000 §2). */
const STORE_BINDING_ROUTE = '/child-accountSettingPortal/bindStore';

/**
 * Where /home goes (000 §2): isReFlag=2 → store binding, otherwise the product centre.
 * `lang` was applied at start-up (it wins over the stored locale); it and `fromAccount`
 * travel on so the target page sees them too.
 */
export function homeLanding(search: string): string {
  const query = new URLSearchParams(search);
  const target = query.get('isReFlag') === '2' ? STORE_BINDING_ROUTE : ROUTES.productCentre;
  const kept = new URLSearchParams();
  for (const name of ['lang', 'fromAccount']) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${target}?${text}` : target;
}
