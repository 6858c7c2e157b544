export { storage, type StorageArea } from './storage';
export { persist } from './persist';
export { cookie } from './cookie';
