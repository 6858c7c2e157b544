import { primaryKey } from '@mswjs/data';

/**
 * The server's RSA key pair (000 §7: passwords arrive encrypted with the public key the
 * portal fetched first). One row; kept in the database so the browser's copy survives a
 * reload together with the rest of the data.
 */
export const rsaKeyModels = {
  rsaKey: {
    id: primaryKey(String),
    /** Base64 body of the X.509 SubjectPublicKeyInfo, without PEM header lines. */
    publicKey: String,
    /** PKCS#1 PEM of the private key. */
    privateKey: String,
    /** Identifies the pair; /kj-web/public/getPublicKey hands it out, enroll sends it back. */
    serialNo: String,
  },
};

export const RSA_KEY_ID = 'login';
