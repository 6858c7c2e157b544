import type { SubAppPrefix } from '@/shared/config';

/** 000 §2: while #/childiDDUserPortal is mounted the product is IDD. */
export const IDD_USER_PORTAL: SubAppPrefix = 'childiDDUserPortal';
