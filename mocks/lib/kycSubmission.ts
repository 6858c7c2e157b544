import { db } from '../db';

/** Product statuses a submission puts under review (activated and failed products stay as they are). */
const REVIEWED_ON_SUBMIT = new Set(['NOT_APPROVED']);

/**
 * A KYC submission, from either wizard (001 §4): the enterprise moves to SUBMIT (its wizard
 * opens read-only, the product centre shows Verify disabled) and its products go under review.
 */
export function submitKyc(enterpriseId: string): void {
  db.enterprise.update({ where: { id: { equals: enterpriseId } }, data: { status: 'SUBMIT' } });
  for (const product of db.product.findMany({ where: { enterpriseId: { equals: enterpriseId } } })) {
    if (REVIEWED_ON_SUBMIT.has(product.productStatus)) {
      db.product.update({ where: { id: { equals: product.id } }, data: { productStatus: 'UNDER_REVIEW', msg: null } });
    }
  }
}
