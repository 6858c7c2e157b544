/**
 * The portal's cookies (000 §7 big-data token, §9 enterprise id): session cookies for the
 * whole site, sent only first-party, and only over HTTPS when the portal is served so.
 */
const attributes = () => `; path=/; SameSite=Lax${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`;

export const cookie = {
  set(name: string, value: string): void {
    document.cookie = `${name}=${encodeURIComponent(value)}${attributes()}`;
  },
  clear(name: string): void {
    document.cookie = `${name}=${attributes()}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  },
};
