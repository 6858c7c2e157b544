import { OFFERS, SEEDED_ORDERS, STATUS, type MarketOrder, type Money, type Offer } from './data';

/**
 * The marketplace's cart and orders, per company, kept in the tab's session storage under
 * the sample's own key (never one of the portal's names, which the portal rewrites on
 * unmount: README "Sub-application contract"). The portal only shows the cart's count: the
 * sample hands it over as `cartNumber`.
 */
const KEY = 'kjSampleMarketplace';

interface Saved {
  cart: string[];
  orders: MarketOrder[];
}

type AllSaved = Record<string, Saved>;

function readAll(): AllSaved {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as AllSaved) : {};
  } catch {
    return {};
  }
}

function read(company: string): Saved {
  return readAll()[company] ?? { cart: [], orders: SEEDED_ORDERS };
}

function write(company: string, saved: Saved): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...readAll(), [company]: saved }));
}

export const cartOf = (company: string): Offer[] => {
  const ids = read(company).cart;
  return OFFERS.filter((offer) => ids.includes(offer.id));
};

export const ordersOf = (company: string): MarketOrder[] => read(company).orders;

export function addToCart(company: string, id: string): void {
  const saved = read(company);
  if (!saved.cart.includes(id) && OFFERS.some((offer) => offer.id === id)) write(company, { ...saved, cart: [...saved.cart, id] });
}

export function removeFromCart(company: string, id: string): void {
  const saved = read(company);
  write(company, { ...saved, cart: saved.cart.filter((entry) => entry !== id) });
}

/** Turns the cart into a purchase request under review; returns its number, or null for an empty cart. */
export function submitCart(company: string, today: Date = new Date()): string | null {
  const saved = read(company);
  const offers = cartOf(company);
  if (offers.length === 0) return null;
  const day = today.toISOString().slice(0, 10);
  const id = `PR-${day.slice(0, 4)}-${String(500 + saved.orders.length).padStart(4, '0')}`;
  const order: MarketOrder = { id, submittedOn: day, offers: offers.length, values: totals(offers), status: STATUS.underReview };
  write(company, { cart: [], orders: [order, ...saved.orders] });
  return id;
}

/** The offers' total per currency (never summed across currencies), in the order they first appear. */
export function totals(offers: Offer[]): Money[] {
  const sums = new Map<Money['currency'], number>();
  for (const { value } of offers) sums.set(value.currency, (sums.get(value.currency) ?? 0) + value.amount);
  return [...sums].map(([currency, amount]) => ({ amount, currency }));
}
