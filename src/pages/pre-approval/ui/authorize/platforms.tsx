import type { ReactNode } from 'react';
import { AmazonOutlined, AppstoreOutlined, ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import type { AccessType } from '../../api/preApprovalApi';

export type PlatformId = 0 | 1 | 2 | 3 | 4 | 5;

type PlatformNameKey = 'amazon' | 'jdvc' | 'marketplaceA' | 'marketplaceB' | 'marketplaceC' | 'others';
type PlatformHintKey = 'amazonHint' | 'jdvcHint' | 'comingSoon' | 'othersHint';

export interface PlatformTile {
  id: PlatformId;
  /** The binding's type; null: greyed out, cannot be chosen. */
  type: AccessType | null;
  name: `platform.${PlatformNameKey}`;
  hint: `platform.${PlatformHintKey}`;
  icon: ReactNode;
}

/**
 * The six tiles of step 0 (001 §2.6): 0 the global marketplace (Amazon SC), 1 the vendor
 * platform (JD VC), 2, 3 and 4 greyed out and not choosable, 5 Others. The specification does
 * not name 2-4: they are shown by the names of marketplaces a cross-border seller knows, with
 * a line saying their connection is coming and cannot be chosen yet, never as placeholders.
 */
export const PLATFORM_TILES: readonly PlatformTile[] = [
  { id: 0, type: 'amazon', name: 'platform.amazon', hint: 'platform.amazonHint', icon: <AmazonOutlined aria-hidden /> },
  { id: 1, type: 'jdvc', name: 'platform.jdvc', hint: 'platform.jdvcHint', icon: <ShopOutlined aria-hidden /> },
  { id: 2, type: null, name: 'platform.marketplaceA', hint: 'platform.comingSoon', icon: <ClockCircleOutlined aria-hidden /> },
  { id: 3, type: null, name: 'platform.marketplaceB', hint: 'platform.comingSoon', icon: <ClockCircleOutlined aria-hidden /> },
  { id: 4, type: null, name: 'platform.marketplaceC', hint: 'platform.comingSoon', icon: <ClockCircleOutlined aria-hidden /> },
  { id: 5, type: 'Others', name: 'platform.others', hint: 'platform.othersHint', icon: <AppstoreOutlined aria-hidden /> },
];

export const tileOf = (type: AccessType | null): PlatformTile | undefined => (type ? PLATFORM_TILES.find((tile) => tile.type === type) : undefined);
