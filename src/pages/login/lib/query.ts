import { LOGIN_REASON_QUERY, LOGIN_REASONS, type LoginReason } from '@/shared/config';

/** The login URL's query (000 §2 "Routes": userName, refer, lang, action, productType, scenario). */
export interface LoginQuery {
  userName: string | null;
  action: string | null;
  productType: string | null;
  scenario: string | null;
  /** Assumed: a registration channel may arrive as `channelId` (000 §3 lists it in the payload only). */
  channelId: string | null;
  /** isReFlag=1: the arrival the navigation guard sends on to the transaction details (000 §2). */
  isReFlag: string | null;
  /**
   * Why a sign-out sent the user here (`reason`): the idle timeout (inactivity) or a company
   * with no menu for the user (emptyMenu). The page says so and asks for a sign-in.
   */
  reason: LoginReason | null;
}

export function readLoginQuery(params: URLSearchParams): LoginQuery {
  const value = (name: string) => {
    const raw = params.get(name)?.trim();
    return raw ? raw : null;
  };
  return {
    userName: value('userName'),
    action: value('action'),
    productType: value('productType'),
    scenario: value('scenario'),
    channelId: value('channelId'),
    isReFlag: value('isReFlag'),
    reason: LOGIN_REASONS.find((reason) => reason === value(LOGIN_REASON_QUERY)) ?? null,
  };
}
