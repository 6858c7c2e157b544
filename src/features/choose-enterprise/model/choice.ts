import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { contractApi } from '@/entities/contract';
import { enterpriseApi, type EnterpriseListItem, type ProductStatusEntry } from '@/entities/enterprise';
import { menuApi } from '@/entities/menu';
import { agreementSigned, checkPlatformAgreement, enterpriseChosen, sessionCleared, sessionStores, sessionUpdated, signOut } from '@/entities/session';
import { productTypesOrAll, type ApiDispatch, type ApiError } from '@/shared/api';
import { FORCE_LOGIN_CODE, redirectAllowList, SESSION_EXPIRED_CODES, ROUTES } from '@/shared/config';
import { t } from '@/shared/i18n';
import { persist } from '@/shared/lib/storage';
import { notify } from '@/shared/ui/notifier';
import { chosenEnterpriseOf, enterpriseIdOf, isOnlyPurchasePayment } from '../lib/enterprise';
import { routeAfterChoice, type RouteDecision, type RouteFacts } from '../lib/routeAfterChoice';
import { checkedTarget, isExternalTarget, returnTargetOf, type TargetPolicy } from '../lib/targets';

// ─── What the flow needs and how it ends ────────────────────────────────────────────────

/** The store's dispatch and the router's navigate. */
export interface ChoiceDeps {
  dispatch: ApiDispatch;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * How a start or a choice ended: it went somewhere (a route, an allowed URL, the chooser,
 * /login), the platform agreement dialog took over, it stopped with a message (the user
 * stays where they are), or another run was already under way.
 */
export type ChoiceOutcome = 'navigated' | 'dialog' | 'failed' | 'busy';

/** What the sign-in URL asked for; the choice on /companyChoose still needs it. */
export interface ChoiceContext {
  entryProductType: string | null;
  scenario: string | null;
  refer: string | null;
}

/**
 * A start with the enterprise already named (the single-sign-on landing, 000 §2): no
 * chooser, and after the menu check the user lands on `landing`.
 */
export interface Preselection {
  enterpriseId: string;
  landing: string;
}

// ─── The list /companyChoose offers ─────────────────────────────────────────────────────

/** Kept in session storage so that a reload of /companyChoose still has them. */
export const $enterpriseList = createStore<EnterpriseListItem[]>([], { name: 'enterpriseList' });
export const $choiceContext = createStore<ChoiceContext | null>(null, { name: 'enterpriseChoiceContext', skipVoid: false });
export const enterpriseListReceived = createEvent<{ enterprises: EnterpriseListItem[]; context: ChoiceContext }>();

sample({ clock: enterpriseListReceived, fn: ({ enterprises }) => enterprises, target: $enterpriseList });
sample({ clock: enterpriseListReceived, fn: ({ context }) => context, target: $choiceContext });
$enterpriseList.reset(sessionCleared);
$choiceContext.reset(sessionCleared);
persist($enterpriseList, { area: 'session', key: 'enterpriseList' });
persist($choiceContext, { area: 'session', key: 'enterpriseChoiceContext' });

// ─── Messages (000 §8 "Enterprise choice") ─────────────────────────────────────────────

function targetPolicy(): TargetPolicy {
  return { origin: window.location.origin, allowList: redirectAllowList };
}

function messageOf(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : t('errors:notResponding');
}

function alertText(content: string): void {
  notify.alert({ title: t('common:tips'), content, okText: t('common:ok') });
}

/** Enterprise, menu or redirect errors: a "Tips" alert with the message, unless the base query showed it (expiry, forced re-login). */
function alertTips(error: unknown): 'failed' {
  const code = String((error as Partial<ApiError> | null)?.code ?? '');
  const shownAlready = code === 'REDIRECT' || code === FORCE_LOGIN_CODE || (SESSION_EXPIRED_CODES as readonly string[]).includes(code);
  if (!shownAlready) alertText(messageOf(error));
  return 'failed';
}

// ─── 1. Start: after sign-in (000 §4 "Login flow" step 6) ──────────────────────────────

/**
 * A list the flow reads once, fetched afresh and held (subscribed) until its answer is read.
 * Unheld, the cache may drop it between the answer and the read: setOrgId's invalidation of
 * the enterprise-scoped data waits while other calls are in flight, then removes the entries
 * nobody holds, and `unwrap` reads the entry after the answer. Switching from one activated
 * company to another then read no product list and failed ("The server is not responding").
 */
function readFresh<T>(request: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  return request.unwrap().finally(() => request.unsubscribe());
}
const fresh = { forceRefetch: true } as const;

/**
 * 1. the platform agreement check (000 §2): a PDF to sign opens the agreement dialog and
 *    the start stops there (signing leads to /home). A preselected enterprise skips it:
 *    the single-sign-on landing names its steps and the check is not one of them;
 * 2. the enterprise list for the entry product type (or every product type);
 * 3. a preselected enterprise is chosen (the no-permission alert when it is not one of the
 *    user's); none →
 *    "No Company Found…" alert and logout; exactly one → chosen; several → /companyChoose
 *    with the list kept in session storage.
 * The specification orders neither of 1 and 2 after the other (000 §2 names the dialog, §4
 * step 6 the list), so they are sent together: one round trip instead of two. An agreement
 * to sign still wins, and the list is then left unused.
 */
async function startChoice(context: ChoiceContext, deps: ChoiceDeps, preselection?: Preselection, { agreementChecked = false } = {}): Promise<ChoiceOutcome> {
  const agreement = preselection || agreementChecked ? null : checkPlatformAgreement(deps);
  const listing = readFresh(deps.dispatch(enterpriseApi.endpoints.getEnterprisesByType.initiate({ productType: productTypesOrAll(context.entryProductType) }, fresh)))
    .then(
      (list) => ({ ok: true as const, list }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  if ((await agreement) === 'stop') {
    // Signing the agreement goes on from here (the list is read again then).
    choiceAwaitingAgreement({ context, deps });
    return 'dialog';
  }

  const listed = await listing;
  if (!listed.ok) return alertTips(listed.error);
  const enterprises: EnterpriseListItem[] = listed.list;

  if (preselection) {
    const named = enterprises.find((item) => enterpriseIdOf(item) === preselection.enterpriseId);
    if (!named) {
      alertText(t('errors:noPermission'));
      return 'failed';
    }
    return chooseEnterprise(named, context, deps, preselection.landing);
  }

  const [only] = enterprises;
  if (only && enterprises.length === 1) return chooseEnterprise(only, context, deps);
  if (enterprises.length === 0) {
    alertText(t('enterprise:noCompany'));
    await signOut(deps, { productType: context.entryProductType });
    return 'navigated';
  }
  enterpriseListReceived({ enterprises, context });
  deps.navigate(ROUTES.companyChoose);
  return 'navigated';
}

// ─── 2. Choose: "After choosing an enterprise" (000 §4) ────────────────────────────────

/** The DIGIPO service contract lookup of the ENDURANCE branch; a found contract has a mediaId. */
async function lookUpDigipoContract(deps: ChoiceDeps): Promise<NonNullable<RouteFacts['digipoContract']>> {
  try {
    const contract = await deps.dispatch(contractApi.endpoints.getDigipoServiceContract.initiate()).unwrap();
    return contract?.mediaId ? { outcome: 'found', mediaId: contract.mediaId, contractType: contract.contractType ?? '' } : { outcome: 'none' };
  } catch (error) {
    return { outcome: 'error', message: (error as { message?: string }).message ?? '' };
  }
}

/**
 * Shared by the chooser, the automatic choice, the single-sign-on landing and the shell's
 * company switcher:
 * 1. the chosen enterprise (the session's one store);
 * 2. setOrgId, then the menu for the user and enterprise and the enterprise's products
 *    (kept in the API cache) together; IS_ONLY_PURCHASE_PAYMENT;
 * 3. the redirect for productType and scenario, only when the login URL had both;
 * 4. the routing decision (routeAfterChoice: an empty menu signs out to /login, which says
 *    why (000 §4 step 5, §6); then the landing, refer, redirect, E_FINANCE, status and
 *    product), with the DIGIPO contract lookup for ENDURANCE.
 * Enterprise, menu, organisation and redirect errors stop with a "Tips" alert.
 */
async function chooseEnterprise(item: EnterpriseListItem, context: ChoiceContext, deps: ChoiceDeps, landing?: string): Promise<ChoiceOutcome> {
  const chosen = chosenEnterpriseOf(item);
  enterpriseChosen(chosen);
  const { enterpriseId } = chosen;

  // The organisation context, then the menu and the products together (000 §4 "After
  // choosing an enterprise" step 1 lists the three without an order between them). The
  // organisation goes first because its answer drops the client's enterprise-scoped data
  // (setOrganisation invalidates them), which would discard a menu or product list still on
  // its way; menu and products each name the enterprise and are sent side by side. A failed
  // menu or organisation call stops with its message; a failed product list has toasted
  // already (base query), and the flag is then unset.
  const loginName = sessionStores.curLoginName.getState();
  let menuSize: number;
  let products: Promise<ProductStatusEntry[]>;
  try {
    await deps.dispatch(enterpriseApi.endpoints.setOrganisation.initiate(enterpriseId)).unwrap();
    products = readFresh(deps.dispatch(enterpriseApi.endpoints.listEnterpriseProducts.initiate(enterpriseId, fresh))).catch(() => []);
    const menu = await readFresh(deps.dispatch(menuApi.endpoints.getEnterpriseMenu.initiate({ enterpriseId, loginName }, fresh)));
    menuSize = menu.length;
  } catch (error) {
    return alertTips(error);
  }
  sessionUpdated({ IS_ONLY_PURCHASE_PAYMENT: isOnlyPurchasePayment(await products) });

  const policy = targetPolicy();
  let redirect: string | null = null;
  if (!landing && context.entryProductType && context.scenario) {
    try {
      const raw = await deps
        .dispatch(enterpriseApi.endpoints.getProductRedirect.initiate({ productType: context.entryProductType, scenario: context.scenario }))
        .unwrap();
      redirect = checkedTarget(raw, policy);
    } catch (error) {
      return alertTips(error);
    }
  }

  const facts: RouteFacts = {
    enterprise: { id: enterpriseId, status: chosen.status ?? '', productType: chosen.productType ?? '', toPage: checkedTarget(chosen.toPage, policy) },
    menuSize,
    landing: landing ?? null,
    entryProductType: context.entryProductType,
    redirect,
    returnTo: returnTargetOf(context.refer, policy),
  };
  let decision = routeAfterChoice(facts);
  if (decision.kind === 'lookUpDigipoContract') decision = routeAfterChoice({ ...facts, digipoContract: await lookUpDigipoContract(deps) });
  return executeDecision(decision, context, deps);
}

// ─── 3. Carry out the decision ─────────────────────────────────────────────────────────

/**
 * A route, an (already checked) allow-listed URL, a message or the abnormal-status alert; an
 * empty menu signs out as the logout does (the logout call, every session value and storage
 * cleared, productType kept) and the login page says that this company has no menu for the
 * account: going to /login signed in would resume the session there and offer the chooser
 * again at once, without a word (000 §4 "Login flow" step 5).
 */
async function executeDecision(decision: RouteDecision, context: ChoiceContext, deps: ChoiceDeps): Promise<ChoiceOutcome> {
  switch (decision.kind) {
    case 'emptyMenu':
      await signOut(deps, { productType: context.entryProductType, emptyMenu: true });
      return 'navigated';
    case 'navigate':
      if (isExternalTarget(decision.to)) window.location.assign(decision.to);
      else deps.navigate(decision.to, { replace: true });
      return 'navigated';
    case 'showMessage':
      notify.error(decision.message || t('errors:notResponding'));
      return 'failed';
    case 'abnormalStatus':
      alertText(t('enterprise:abnormalStatus'));
      return 'failed';
    case 'lookUpDigipoContract':
      // The flow answers this one before executing; reaching here is a programming error.
      throw new Error('routeAfterChoice asked for the DIGIPO contract lookup twice');
  }
}

// ─── Effects: one run at a time, never without feedback ────────────────────────────────

/** An unexpected failure (not a server answer) must not leave the user without feedback. */
async function guarded(run: () => Promise<ChoiceOutcome>): Promise<ChoiceOutcome> {
  try {
    return await run();
  } catch {
    notify.error(t('errors:notResponding'));
    return 'failed';
  }
}

export const startChoiceFx = createEffect(
  ({ context, deps, preselection }: { context: ChoiceContext; deps: ChoiceDeps; preselection?: Preselection }) =>
    guarded(() => startChoice(context, deps, preselection)),
);

export const chooseEnterpriseFx = createEffect(
  ({ enterprise, context, deps }: { enterprise: EnterpriseListItem; context: ChoiceContext; deps: ChoiceDeps }) =>
    guarded(() => chooseEnterprise(enterprise, context, deps)),
);

/** The sign-in the agreement dialog interrupted (000 §2): signing goes on with its choice, not straight to /home. */
const choiceAwaitingAgreement = createEvent<{ context: ChoiceContext; deps: ChoiceDeps }>();
const $awaitingAgreement = createStore<{ context: ChoiceContext; deps: ChoiceDeps } | null>(null, { name: 'choiceAwaitingAgreement', skipVoid: false })
  .on(choiceAwaitingAgreement, (_, awaiting) => awaiting)
  .reset(sessionCleared);

const continueAfterAgreementFx = createEffect(({ context, deps }: { context: ChoiceContext; deps: ChoiceDeps }) =>
  guarded(() => startChoice(context, deps, undefined, { agreementChecked: true })),
);

sample({ clock: agreementSigned, source: $awaitingAgreement, filter: Boolean, target: continueAfterAgreementFx });
$awaitingAgreement.reset(continueAfterAgreementFx);

/** True while a start or a choice runs; the chooser disables its entries meanwhile. */
export const $choiceRunning = combine(startChoiceFx.pending, chooseEnterpriseFx.pending, continueAfterAgreementFx.pending, (starting, choosing, continuing) => starting || choosing || continuing);
