import { describe, expect, it } from '@rstest/core';
import { cardContextOf, cardStatusOf, decideCard, productStatusOf, type CardAction, type CardStatus, type ProductStatus } from './decideCard';

type Row = [enterpriseStatus: string, productType: string, productStatus: ProductStatus, anyUnderReview: boolean, action: CardAction, extras: boolean];

/** 000 §2 "Product centre", one row per rule and combination. `extras` = free trial + Subscribe. */
const TABLE: Row[] = [
  // ENDURANCE: Activate, disabled while any product is under review.
  ['ENDURANCE', 'IDD', 'NOT_APPROVED', false, { kind: 'activate', disabled: false }, false],
  ['ENDURANCE', 'IDD', 'NOT_APPROVED', true, { kind: 'activate', disabled: true }, false],
  ['ENDURANCE', 'E_FINANCE', 'UNDER_REVIEW', true, { kind: 'activate', disabled: true }, false],
  ['ENDURANCE', 'DIGIPO', 'FAILED', false, { kind: 'activate', disabled: false }, false],
  ['ENDURANCE', 'EXPORT_DRAWBACK_PROD', 'NOT_APPROVED', false, { kind: 'activate', disabled: false }, false],
  // INIT, REJECT: Verify; BACK: correct and resubmit.
  ['INIT', 'E_FINANCE', 'NOT_APPROVED', false, { kind: 'verify', disabled: false }, false],
  ['INIT', 'ACCOUNT', 'NOT_APPROVED', true, { kind: 'verify', disabled: false }, false],
  ['REJECT', 'ACCOUNT', 'FAILED', false, { kind: 'verify', disabled: false }, false],
  ['BACK', 'E_FINANCE', 'NOT_APPROVED', false, { kind: 'resubmit', disabled: false }, false],
  ['BACK', 'EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED', false, { kind: 'resubmit', disabled: false }, false],
  // ... disabled for the product whose own application is under review (an export drawback applied for).
  ['INIT', 'EXPORT_DRAWBACK_TRADE', 'UNDER_REVIEW', true, { kind: 'verify', disabled: true }, false],
  ['REJECT', 'E_FINANCE', 'UNDER_REVIEW', true, { kind: 'verify', disabled: true }, false],
  // SUBMIT: the application opens read-only (000 §2's disabled Verify gave no way in).
  ['SUBMIT', 'E_FINANCE', 'UNDER_REVIEW', true, { kind: 'view' }, false],
  ['SUBMIT', 'DIGIPO', 'NOT_APPROVED', false, { kind: 'view' }, false],
  // ACTIVATED: Use now, whatever the enterprise status; export drawback adds free trial + Subscribe.
  ['ENDURANCE', 'MARKET', 'ACTIVATED', true, { kind: 'useNow' }, false],
  ['INIT', 'ACCOUNT', 'ACTIVATED', false, { kind: 'useNow' }, false],
  ['INIT', 'EXPORT_DRAWBACK_PROD', 'ACTIVATED', false, { kind: 'useNow' }, true],
  ['ENDURANCE', 'EXPORT_DRAWBACK_TRADE', 'ACTIVATED', true, { kind: 'useNow' }, true],
  ['SUBMIT', 'EXPORT_DRAWBACK_TRADE', 'ACTIVATED', false, { kind: 'useNow' }, true],
  // A status the specification does not name: no action.
  ['', 'IDD', 'NOT_APPROVED', false, { kind: 'none' }, false],
  ['UNKNOWN', 'IDD', 'NOT_APPROVED', false, { kind: 'none' }, false],
];

describe('decideCard (000 §2 "Product centre")', () => {
  it.each(TABLE)('enterprise %s, %s %s, under review elsewhere: %s', (enterpriseStatus, productType, productStatus, anyUnderReview, action, extras) => {
    expect(decideCard({ enterpriseStatus, productType, productStatus }, { anyUnderReview })).toEqual({
      action,
      freeTrial: extras,
      subscribe: extras,
      // The pre-approval links have their own table below.
      preApproval: expect.any(Boolean),
    });
  });
});

describe('decideCard: the pre-approval links (001 §2.5, §2.6)', () => {
  it.each<[enterpriseStatus: string, productType: string, productStatus: ProductStatus, preApproval: boolean]>([
    // Financing needs pre-approval: the links show until the product is activated, whatever the action.
    ['INIT', 'E_FINANCE', 'NOT_APPROVED', true],
    ['SUBMIT', 'E_FINANCE', 'UNDER_REVIEW', true],
    ['ENDURANCE', 'E_FINANCE', 'FAILED', true],
    ['', 'E_FINANCE', 'NOT_APPROVED', true],
    ['INIT', 'E_FINANCE', 'ACTIVATED', false],
    // Other products have none.
    ['INIT', 'ACCOUNT', 'NOT_APPROVED', false],
    ['INIT', 'IDD', 'NOT_APPROVED', false],
    ['INIT', 'EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED', false],
  ])('enterprise %s, %s %s: %s', (enterpriseStatus, productType, productStatus, preApproval) => {
    expect(decideCard({ enterpriseStatus, productType, productStatus }, { anyUnderReview: false }).preApproval).toBe(preApproval);
  });
});

describe('cardContextOf', () => {
  it('says whether any product of the list is under review', () => {
    expect(cardContextOf([{ productStatus: 'ACTIVATED' }, { productStatus: 'UNDER_REVIEW' }])).toEqual({ anyUnderReview: true });
    expect(cardContextOf([{ productStatus: 'ACTIVATED' }, { productStatus: 'FAILED' }])).toEqual({ anyUnderReview: false });
    expect(cardContextOf([])).toEqual({ anyUnderReview: false });
  });
});

describe('productStatusOf (000 §4 "Product status")', () => {
  it.each([
    ['NOT_APPROVED', 'NOT_APPROVED'],
    ['UNDER_REVIEW', 'UNDER_REVIEW'],
    ['ACTIVATED', 'ACTIVATED'],
    ['FAILED', 'FAILED'],
    ['', 'NOT_APPROVED'],
    ['SOMETHING_NEW', 'NOT_APPROVED'],
  ])('%s → %s', (param, status) => {
    expect(productStatusOf(param)).toBe(status);
  });
});

describe('cardStatusOf: the ribbon tells where the application stands', () => {
  it.each<[enterpriseStatus: string, productStatus: ProductStatus, status: CardStatus]>([
    ['BACK', 'NOT_APPROVED', 'RETURNED'],
    ['SUBMIT', 'NOT_APPROVED', 'UNDER_REVIEW'],
    ['INIT', 'NOT_APPROVED', 'NOT_APPROVED'],
    ['REJECT', 'FAILED', 'FAILED'],
    ['ENDURANCE', 'UNDER_REVIEW', 'UNDER_REVIEW'],
    ['BACK', 'ACTIVATED', 'ACTIVATED'],
  ])('enterprise %s, product %s: %s', (enterpriseStatus, productStatus, status) => {
    expect(cardStatusOf({ enterpriseStatus, productType: 'ACCOUNT', productStatus })).toBe(status);
  });
});
