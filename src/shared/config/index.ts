export { isMockBackend, apiBaseUrl, redirectAllowList } from './env';
export * from './constants';
