/**
 * The login name the change is made for: the session's curLoginName (kept at sign-in),
 * else the loginName of the signed-in user object.
 */
export function loginNameOf(curLoginName: string | null | undefined, user: Record<string, unknown> | null | undefined): string {
  if (curLoginName && curLoginName.trim()) return curLoginName.trim();
  const fromUser = user?.loginName;
  return typeof fromUser === 'string' ? fromUser.trim() : '';
}
