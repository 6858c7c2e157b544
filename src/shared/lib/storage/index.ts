export { storage, codecs, type Codec, type StorageArea } from './storage';
export { persist } from './persist';
export { cookie } from './cookie';
export { createFileVault, heldFiles, type FileVault } from './fileVault';
