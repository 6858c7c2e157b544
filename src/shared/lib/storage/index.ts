export { storage, codecs, type Codec } from './storage';
export { persist } from './persist';
export { cookie } from './cookie';
export { heldFiles } from './fileVault';
