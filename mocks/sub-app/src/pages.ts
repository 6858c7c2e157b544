import type { AppContext } from './app';
import { addToCart, cartOf, ordersOf, removeFromCart, submitCart, totals } from './cart';
import { AREA_INTROS, type Bilingual, CREDIT, DIGIPO_CONTRACT, FINANCINGS, OFFERS, PAYMENTS, PURCHASE_ORDERS, SETTLEMENTS, STATUS, STORES } from './data';
import { button, card, chip, day, figures, h, money, percent, pick, table } from './dom';
import { AREAS, text, type Lang, type TextKey } from './texts';

/** What a route shows: its heading, a line under it, sub-navigation, and its content. */
export interface Page {
  title: string;
  intro?: string;
  nav?: HTMLElement;
  body: HTMLElement[];
}

interface PageArgs {
  context: AppContext;
  lang: Lang;
  t: (key: TextKey, values?: Record<string, string | number>) => string;
  path: string;
}

/** The company the marketplace's cart belongs to (standalone: the browser's own). */
export const companyOf = (context: AppContext) => context.state.enterprise?.enterpriseId ?? 'standalone';

function marketplace({ context, lang, t, path }: PageArgs): Page {
  const company = companyOf(context);
  const cart = cartOf(company);
  const inCart = new Set(cart.map((offer) => offer.id));
  const change = (action: () => void) => () => {
    action();
    context.setCart(cartOf(company).length);
    context.rerender();
  };
  const link = (to: string, label: string) =>
    h('a', { href: `${context.routeBase ?? '#'}${to}`, class: 'sample-tab', ...(path === to ? { 'aria-current': 'page' } : {}) }, label);
  const nav = h('nav', { class: 'sample-tabs', 'aria-label': t('pages') }, link('/home', t('catalogue')), link('/buyCar', t('cartTab', { count: cart.length })), link('/orders', t('ordersTitle')));
  const offerCard = (offer: (typeof OFFERS)[number], action: HTMLElement) =>
    h(
      'article',
      { class: 'sample-offer' },
      h('h3', {}, pick(lang, offer.name)),
      h('p', { class: 'sample-muted' }, `${t('seller')}: ${pick(lang, offer.seller)}`),
      figures([
        [t('amount'), money(lang, offer.value)],
        [t('tenor'), t('tenorDays', { days: offer.tenorDays })],
        [t('yield'), percent(lang, offer.yieldPct)],
        [t('grade'), offer.grade],
      ]),
      action,
    );
  const addButton = (offer: (typeof OFFERS)[number], named: boolean) =>
    inCart.has(offer.id)
      ? h('p', { class: 'sample-chip sample-ok' }, t('inCart'))
      : button(t('addToCart'), change(() => addToCart(company, offer.id)), { primary: true, attrs: named ? { 'aria-label': t('addToCartNamed', { name: pick(lang, offer.name) }) } : {} });

  if (path === '/buyCar') {
    const suggestion = OFFERS.find((offer) => !inCart.has(offer.id));
    const submit = () => {
      const order = submitCart(company);
      context.setCart(0);
      context.notice = order ? t('orderSubmitted', { order }) : null;
      context.rerender();
    };
    const sum = totals(cart).map((value) => money(lang, value)).join(' + ');
    return {
      title: t('cartTitle'),
      nav,
      body: [
        context.notice ? h('p', { role: 'status', class: 'sample-notice' }, context.notice) : h('p', { role: 'status', class: 'sample-notice' }),
        cart.length === 0
          ? h('div', { class: 'sample-card sample-empty' }, h('p', {}, t('cartEmpty')), h('a', { href: `${context.routeBase ?? '#'}/home`, class: 'sample-button' }, t('browseOffers')))
          : card(
              'sample-cart',
              t('selectedOffers'),
              figures([
                [t('offers'), String(cart.length)],
                [t('total'), sum],
              ]),
              table(
                'sample-cart',
                [t('offers'), t('seller'), t('amount'), t('tenor'), ''],
                cart.map((offer) => [
                  pick(lang, offer.name),
                  pick(lang, offer.seller),
                  money(lang, offer.value),
                  t('tenorDays', { days: offer.tenorDays }),
                  button(t('remove'), change(() => removeFromCart(company, offer.id)), { attrs: { 'aria-label': t('removeNamed', { name: pick(lang, offer.name) }) } }),
                ]),
              ),
              h('div', { class: 'sample-actions' }, button(t('submitOrder'), submit, { primary: true })),
            ),
        suggestion ? card('sample-suggestion', t('suggestion'), offerCard(suggestion, addButton(suggestion, false))) : null,
      ].filter((element): element is HTMLElement => element !== null),
    };
  }
  if (path === '/orders') {
    const orders = ordersOf(company);
    return {
      title: t('ordersTitle'),
      nav,
      body: [
        card(
          'sample-orders',
          t('ordersTitle'),
          table(
            'sample-orders',
            [t('order'), t('submittedOn'), t('offers'), t('amount'), t('status')],
            orders.map((order) => [order.id, day(lang, order.submittedOn), String(order.offers), order.values.map((value) => money(lang, value)).join(' + '), chip(lang, order.status)]),
          ),
        ),
      ],
    };
  }
  return {
    title: t('marketTitle'),
    intro: t('marketIntro'),
    nav,
    body: [h('div', { class: 'sample-offers' }, ...OFFERS.map((offer) => offerCard(offer, addButton(offer, true))))],
  };
}

function digipo({ lang, t }: PageArgs): Page {
  return {
    title: t('digipoTitle'),
    intro: pick(lang, AREA_INTROS['child-digipoPortal']),
    body: [
      card(
        'sample-contract',
        t('contractTitle'),
        h('p', {}, chip(lang, STATUS.inForce)),
        figures([
          [t('contractNo'), DIGIPO_CONTRACT.number],
          [t('signedOn'), day(lang, DIGIPO_CONTRACT.signedOn)],
          [t('validUntil'), day(lang, DIGIPO_CONTRACT.validUntil)],
        ]),
        h('p', { class: 'sample-muted' }, t('contractNote')),
      ),
      card(
        'sample-pos',
        t('poTitle'),
        table(
          'sample-pos',
          [t('poNo'), t('buyer'), t('amount'), t('issuedOn'), t('status')],
          PURCHASE_ORDERS.map((order) => [order.id, pick(lang, order.buyer), money(lang, order.value), day(lang, order.issuedOn), chip(lang, order.status)]),
        ),
      ),
    ],
  };
}

function bindStore({ context, lang, t }: PageArgs): Page {
  // The page's buttons follow the permissions the portal hands over (000 §6 sysSourceList).
  const allowed = (code: string) => context.state.buttonPermissions.includes(code);
  const guard = (code: string, action: () => void) => () => {
    const message = context.root.querySelector('[data-sample="permission"]');
    if (message) message.textContent = allowed(code) ? '' : t('noPermission');
    if (!allowed(code)) return;
    action();
    context.rerender();
  };
  const bound = STORES.slice(0, context.stores);
  return {
    title: t('bindStoreTitle'),
    intro: t('bindStoreBody'),
    body: [
      card(
        'sample-stores',
        t('boundStores'),
        h(
          'div',
          { class: 'sample-actions' },
          button(t('addStore'), guard('BIND_STORE_ADD', () => (context.stores = Math.min(STORES.length, context.stores + 1))), { primary: true }),
          button(t('removeStore'), guard('BIND_STORE_REMOVE', () => (context.stores = Math.max(0, context.stores - 1)))),
        ),
        h('p', { role: 'status', class: 'sample-warning', 'data-sample': 'permission' }),
        bound.length
          ? table(
              'sample-stores',
              [t('platform'), t('store'), t('site'), t('authorisedOn'), t('status')],
              bound.map((store) => [store.platform, pick(lang, store.name), pick(lang, store.site), day(lang, store.authorisedOn), chip(lang, STATUS.authorised)]),
            )
          : h('p', {}, t('noStores')),
      ),
      card(
        'sample-pre-approval',
        t('preApprovalTitle'),
        h('p', {}, t('preApprovalBody')),
        // A portal route: the sample links to it by its hash (the portal routes by hash).
        h('a', { href: '#/preApproval', class: 'sample-button sample-primary' }, t('preApprovalAction')),
      ),
    ],
  };
}

function efinance({ lang, t }: PageArgs): Page {
  const available = { amount: CREDIT.limit.amount - CREDIT.used.amount, currency: CREDIT.limit.currency };
  return {
    title: t('efinTitle'),
    intro: pick(lang, AREA_INTROS['child-efinancePortal']),
    body: [
      h('div', { class: 'sample-card' }, figures([
        [t('limit'), money(lang, CREDIT.limit)],
        [t('used'), money(lang, CREDIT.used)],
        [t('available'), money(lang, available)],
      ])),
      card(
        'sample-financing',
        t('financingTitle'),
        table(
          'sample-financing',
          [t('applicationNo'), t('store'), t('amount'), t('tenor'), t('appliedOn'), t('status')],
          FINANCINGS.map((entry) => [entry.id, entry.store, money(lang, entry.value), t('tenorDays', { days: entry.tenorDays }), day(lang, entry.appliedOn), chip(lang, entry.status)]),
        ),
      ),
    ],
  };
}

function payments({ context, lang, t }: PageArgs): Page {
  const jump = context.jumpToPayment;
  return {
    title: t('paymentTitle'),
    intro: t('paymentBody'),
    body: [
      card(
        'sample-payments',
        t('paymentTitle'),
        jump ? h('div', { class: 'sample-actions' }, button(t('paymentAction'), jump, { primary: true })) : null,
        table(
          'sample-payments',
          [t('invoiceNo'), t('supplier'), t('amount'), t('dueOn'), t('status')],
          PAYMENTS.map((entry) => [entry.id, pick(lang, entry.supplier), money(lang, entry.value), day(lang, entry.dueOn), chip(lang, entry.status)]),
        ),
      ),
    ],
  };
}

function settlement({ lang, t }: PageArgs): Page {
  return {
    title: t('settlementTitle'),
    intro: t('settlementBody'),
    body: [
      card(
        'sample-settlements',
        t('transactions'),
        table(
          'sample-settlements',
          [t('reference'), t('product'), t('counterparty'), t('amount'), t('valueDate'), t('status')],
          SETTLEMENTS.map((entry) => [entry.id, pick(lang, entry.product), pick(lang, entry.counterparty), money(lang, entry.value), day(lang, entry.valueDate), chip(lang, entry.status)]),
        ),
      ),
    ],
  };
}

/** The page of a route below the prefix (`/buyCar?x=1`), by the prefix it is mounted for. */
export function pageFor(context: AppContext, lang: Lang, prefix: string, route: string): Page {
  const t = (key: TextKey, values?: Record<string, string | number>) => text(lang, key, values);
  const [path = '/'] = route.split('?');
  const args: PageArgs = { context, lang, t, path };
  // Standalone (no prefix), the sample opens its marketplace.
  if (prefix === 'child-marketplacePortal' || !context.routeBase) return marketplace(args);
  if (prefix === 'child-digipoPortal') return digipo(args);
  if (path === '/bindStore') return bindStore(args);
  if (prefix === 'child-efinancePortal') return efinance(args);
  if (prefix === 'childiDDUserPortal') return payments(args);
  if (prefix === 'childScbPortal') return settlement(args);
  const area = AREAS[prefix];
  const areaIntro = (AREA_INTROS as Record<string, Bilingual | undefined>)[prefix];
  return { title: area ? pick(lang, area) : prefix, intro: areaIntro && pick(lang, areaIntro), body: [h('p', { class: 'sample-card' }, t('areaBody'))] };
}
