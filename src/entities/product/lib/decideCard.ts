import { isDrawbackProduct, PRE_APPROVAL_PRODUCT_TYPES } from '../config/productOrder';

/** Product status (000 §4 "Product status"); anything else is shown as inactive. */
export type ProductStatus = 'NOT_APPROVED' | 'UNDER_REVIEW' | 'ACTIVATED' | 'FAILED';
const PRODUCT_STATUSES: readonly ProductStatus[] = ['NOT_APPROVED', 'UNDER_REVIEW', 'ACTIVATED', 'FAILED'];

export function productStatusOf(param: string): ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(param) ? (param as ProductStatus) : 'NOT_APPROVED';
}

/** What a card needs to know about its product (dictParams already read). */
export interface CardEntry {
  productType: string;
  productStatus: ProductStatus;
  /** Enterprise status dictParam: INIT, BACK, SUBMIT, REJECT or ENDURANCE. */
  enterpriseStatus: string;
}

/** Facts about the whole list a card depends on. */
export interface CardContext {
  /** Some product of the enterprise is UNDER_REVIEW. */
  anyUnderReview: boolean;
}

export type CardAction =
  /** ENDURANCE: an information dialog only, no request (000 §2). */
  | { kind: 'activate'; disabled: boolean }
  /** INIT, REJECT: product-KYC validation, then KYC. */
  | { kind: 'verify'; disabled: boolean }
  /** BACK: the same, to correct the returned application and submit it again (the card offers the review's reason). */
  | { kind: 'resubmit'; disabled: boolean }
  /** SUBMIT: the submitted application, read-only, while it is reviewed. */
  | { kind: 'view' }
  /** ACTIVATED: the product's menu entry. */
  | { kind: 'useNow' }
  /** An enterprise status the specification does not name: no action. */
  | { kind: 'none' };

export interface CardDecision {
  action: CardAction;
  /** Export drawback once activated: the free-trial tag and the Subscribe QR toggle. */
  freeTrial: boolean;
  subscribe: boolean;
  /** A financing product not yet activated: the card also links to the pre-approval pages (apply, connect stores). */
  preApproval: boolean;
}

const VERIFY_STATUSES = new Set(['INIT', 'REJECT']);

/**
 * The card rules of 000 §2 "Product centre" in one place. An activated product is used
 * whatever the enterprise status; otherwise the enterprise status decides.
 */
export function decideCard(entry: CardEntry, context: CardContext): CardDecision {
  if (entry.productStatus === 'ACTIVATED') {
    const drawback = isDrawbackProduct(entry.productType);
    return { action: { kind: 'useNow' }, freeTrial: drawback, subscribe: drawback, preApproval: false };
  }
  const none = { freeTrial: false, subscribe: false, preApproval: (PRE_APPROVAL_PRODUCT_TYPES as readonly string[]).includes(entry.productType) };
  if (entry.enterpriseStatus === 'ENDURANCE') return { action: { kind: 'activate', disabled: context.anyUnderReview }, ...none };
  // The product's own application is under review (an export drawback just applied for): it
  // waits like a submitted enterprise; a second application would be refused.
  if (VERIFY_STATUSES.has(entry.enterpriseStatus)) return { action: { kind: 'verify', disabled: entry.productStatus === 'UNDER_REVIEW' }, ...none };
  if (entry.enterpriseStatus === 'BACK') return { action: { kind: 'resubmit', disabled: entry.productStatus === 'UNDER_REVIEW' }, ...none };
  // 000 §2 shows Verify disabled here, which left the user no way to see what they sent: the
  // card opens the application read-only instead (the wizards' submitted mode).
  if (entry.enterpriseStatus === 'SUBMIT') return { action: { kind: 'view' }, ...none };
  return { action: { kind: 'none' }, ...none };
}

/** The context of a list: whether any of its products is under review. */
export function cardContextOf(entries: readonly Pick<CardEntry, 'productStatus'>[]): CardContext {
  return { anyUnderReview: entries.some((entry) => entry.productStatus === 'UNDER_REVIEW') };
}

/** What a card's ribbon says: the product's status, or where the company's application stands. */
export type CardStatus = ProductStatus | 'RETURNED';

/**
 * The ribbon of a product not yet activated tells the state of the company's application
 * (000 §4 enterprise status) where it is the news: returned (BACK) asks for action, and a
 * submitted one (SUBMIT) is under review; otherwise the product's own status.
 */
export function cardStatusOf(entry: CardEntry): CardStatus {
  if (entry.productStatus === 'ACTIVATED') return 'ACTIVATED';
  if (entry.enterpriseStatus === 'BACK') return 'RETURNED';
  if (entry.enterpriseStatus === 'SUBMIT') return 'UNDER_REVIEW';
  return entry.productStatus;
}
