import { db } from '../db';
import { success } from '../lib/errors';
import { http } from '../lib/http';
import { textOf } from '../lib/rules';

/** kj-official: where a visitor who came for a product and scenario goes (000 §4 step 2); data null for nowhere. */
export const kjOfficialHandlers = [
  http.get('/kj-official/potentialCust/redirect', ({ request, response, query }) => {
    const productType = textOf(query.get('productType'));
    const scenario = textOf(query.get('scenario'));
    const redirect = db.productRedirect.findFirst({ where: { productType: { equals: productType }, scenario: { equals: scenario } } });
    return response(200).json(success(request, redirect?.url ?? null));
  }),
];
