import { SUB_APP_PREFIXES, type SubAppPrefix } from '@/shared/config';

export function subAppPrefixOf(pathname: string): SubAppPrefix | null {
  const first = pathname.split('/')[1] ?? '';
  return (SUB_APP_PREFIXES as readonly string[]).includes(first) ? (first as SubAppPrefix) : null;
}

/** 000 §2: while #/childiDDUserPortal is mounted the product is IDD. */
export const IDD_USER_PORTAL: SubAppPrefix = 'childiDDUserPortal';
