import { db } from '../db';
import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale } from '../lib/locale';
import { productEntries } from '../lib/present';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireAccount, requireEnterprise } from '../lib/session';
import { PRODUCT_CATALOGUE } from '../scenarios/products';

type ProductRow = NonNullable<ReturnType<typeof db.product.findFirst>>;

const productsOf = (enterpriseId: string): ProductRow[] =>
  db.product.findMany({ where: { enterpriseId: { equals: enterpriseId } } }).sort((a, b) => a.orderNo - b.orderNo);

/**
 * Whether the KYC status lets the enterprise start the product's KYC (000 §7
 * validateProductKyc, §8): no for a REJECT enterprise, for a product in FAILED and for a
 * product the enterprise does not have; yes otherwise.
 */
function productKycAllowed(enterpriseId: string, productType: string): boolean {
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
  if (!enterprise || enterprise.status === 'REJECT') return false;
  const product = db.product.findFirst({ where: { enterpriseId: { equals: enterpriseId }, productType: { equals: productType } } });
  return product !== null && product.productStatus !== 'FAILED';
}

/** kj-kyc product-centre calls (issue 4): the cards and the product-KYC validation. */
export const kjKycProductHandlers = [
  http.get('/kj-kyc/productEnterprise/listProductInfo', (info) =>
    handle(info, ({ request, response, query }) => {
      // The query's enterprise, else the one chosen with setOrgId.
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')), orChosen: true });
      // productEntries lists the same rows in the same (orderNo) order.
      const rows = productsOf(enterpriseId);
      const entries = productEntries(enterpriseId, requestLocale(request)).map((entry, index) => {
        const row = rows[index]!;
        const card = PRODUCT_CATALOGUE[row.productType];
        return {
          ...entry,
          menuCode: card?.menuCode ?? null,
          productName: card?.zh ?? null,
          productNameEn: card?.en ?? null,
          productDesc: card?.descZh ?? null,
          productDescEn: card?.descEn ?? null,
          orderNo: row.orderNo,
        };
      });
      return response(200).json(success(request, entries));
    }),
  ),

  http.post('/kj-kyc/productEnterprise/validateProductKyc', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const body = await readJson<Record<string, unknown>>(request, {});
      const productType = textOf(body.productType);
      if (!productType) throw failure('badRequest');
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId), orChosen: true });
      return response(200).json(success(request, productKycAllowed(enterpriseId, productType)));
    }),
  ),
];
