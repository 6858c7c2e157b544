import type { CurrentUser } from '@/entities/session';
import { personName } from '@/shared/lib/format';

/** One detail of the signed-in user's account: as it is (null when the portal does not know it) and as the manager's details make it. */
interface AccountDetailChange {
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

/** The signed-in user's account as it is and as the manager's details would make it, names in the order of the UI's language (personName). */
export function accountChange(user: CurrentUser | null | undefined, details: ManagerDetails, locale: 'zh' | 'en'): AccountChange {
  const now = personName({ familyName: user?.lastName, givenName: user?.firstName }, locale) ?? user?.name ?? null;
  return {
    name: { now, after: personName({ familyName: details.lastName, givenName: details.firstName }, locale) ?? '' },
    email: { now: user?.email ?? null, after: details.email },
    phone: { now: null, after: details.phone },
  };
}
