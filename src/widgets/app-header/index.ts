export { AppHeader, type AppHeaderProps } from './ui/AppHeader';
export { MarketCloseCountdown, COUNTDOWN_TICK_MS } from './ui/MarketCloseCountdown';
export { showsCartOn, CART_PAGES_PREFIX, CART_ROUTE } from './ui/CartCount';
