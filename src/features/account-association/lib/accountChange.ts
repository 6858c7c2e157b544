import type { CurrentUser } from '@/entities/session';

/** One detail of the signed-in user's account: as it is (null when the portal does not know it) and as the manager's details make it. */
export interface AccountDetailChange {
  now: string | null;
  after: string;
}

export interface AccountChange {
  name: AccountDetailChange;
  email: AccountDetailChange;
  phone: AccountDetailChange;
}

/** The manager's details the user-association check compares with the signed-in account (000 §3). */
export interface ManagerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The signed-in user's account as it is and as the manager's details would make it (the names as the account keeps them: first, then family). */
export function accountChange(user: CurrentUser | null | undefined, details: ManagerDetails): AccountChange {
  return {
    name: { now: user?.name ?? null, after: [details.firstName, details.lastName].filter(Boolean).join(' ') },
    email: { now: user?.email ?? null, after: details.email },
    phone: { now: null, after: details.phone },
  };
}
