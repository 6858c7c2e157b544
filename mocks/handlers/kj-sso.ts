import { currentKeyPair } from '../lib/crypto/rsa';
import { success } from '../lib/errors';
import { http } from '../lib/http';

/** kj-sso: the older single-sign-on service; its public-key call serves the same key as sso-web. */
export const kjSsoHandlers = [
  http.post('/kj-sso/account/getPublicKey', ({ request, response }) => response(200).json(success(request, currentKeyPair().publicKey))),
];
