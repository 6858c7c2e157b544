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
  home: <HomeOutlined aria-hidden />,
  appstore: <AppstoreOutlined aria-hidden />,
  wallet: <WalletOutlined aria-hidden />,
  'file-text': <FileTextOutlined aria-hidden />,
  bank: <BankOutlined aria-hidden />,
  shop: <ShopOutlined aria-hidden />,
  'file-done': <FileDoneOutlined aria-hidden />,
  swap: <SwapOutlined aria-hidden />,
  reconciliation: <ReconciliationOutlined aria-hidden />,
  global: <GlobalOutlined aria-hidden />,
};

export function menuIcon(name: string | null): ReactNode {
  return name ? (ICONS[name] ?? null) : null;
}
