import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  ReconciliationOutlined,
  ShopOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** The menu's icon names (the server's `icon`) and the icons shown for them; unknown names show none. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  appstore: <AppstoreOutlined />,
  wallet: <WalletOutlined />,
  'file-text': <FileTextOutlined />,
  bank: <BankOutlined />,
  shop: <ShopOutlined />,
  'file-done': <FileDoneOutlined />,
  swap: <SwapOutlined />,
  reconciliation: <ReconciliationOutlined />,
  global: <GlobalOutlined />,
};

export function menuIcon(name: string | null): ReactNode {
  return name ? (ICONS[name] ?? null) : null;
}
