import type { RsaKeyPair } from '@mocks/lib/crypto/rsa';

/**
 * A fixed, public test key pair of the Pact contracts (never used by the demo or a real
 * deployment). The consumer tests encrypt password fields with its public key and give the
 * pair as the params of the provider state "passwords are encrypted with an RSA key pair",
 * so a provider installs it and the recorded ciphertexts decrypt when the pacts are replayed.
 */
export const CONTRACT_KEY_PAIR: RsaKeyPair = {
  publicKey:
    'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCFXH/NohHLV35Ht5ps3YzEmAZbevUWQtwmKmtfjMSGwYkiNj/xyIhBiy3z9d3XUQshTPKDVsjWS/dTZfe5I+fZlAv9nI9wD02u2wuK5Dm19jZ7kGfG/8dwFw7hE6C/kVC7yToEOcWcBaTmzZ5iCtZaTU6nx6zGDsKMIk0DZiUKGQIDAQAB',
  privateKey:
    '-----BEGIN RSA PRIVATE KEY-----\nMIICXAIBAAKBgQCFXH/NohHLV35Ht5ps3YzEmAZbevUWQtwmKmtfjMSGwYkiNj/x\nyIhBiy3z9d3XUQshTPKDVsjWS/dTZfe5I+fZlAv9nI9wD02u2wuK5Dm19jZ7kGfG\n/8dwFw7hE6C/kVC7yToEOcWcBaTmzZ5iCtZaTU6nx6zGDsKMIk0DZiUKGQIDAQAB\nAoGAHeUNVShGeuGjEiqLOGo1mwBFNI6MkC/ur7OEnEeu6lJKDlxA209Lk/3CEFUG\nJLUrHIzmNCDpJnii+ZP7AwqUdzNAde2Zmv6AlSdbk5KZASpoO9eChgn16BLCtk7H\n8lyI8rpKdXM7Q1A18J/qo0kAfHlBsrbo57II4mQmmiH25O0CQQDPSrOWT+guFvzo\nnmWrql041pGSQ3s1FjMI+sBcHqm6MeZ6ZOMks1elfLtLR7UQIxb+lmOtapzOOxT0\n2z2VIRzLAkEApLKhjWRgKjMYD+7CK6we2Dh5uU3dM0O3wTNRiOzMI4+xylMjdSTV\nVMp+G/DjmPa+fmkndi9venoKVh2waG0cKwJAKs0l37eIHVwpxG5QV+3Jad8EF8tP\nOVroFsaPyXWbXhLHoCYMsJtHUag7lAOuYzKboN20ny4QSpTwcs6CHLTFmQJABh6I\n+Brpo8fANh9V4Y+Emd4HT8Y/2L7EXg5NEjxSHWQiY/UQ1TJoJr1bUCh0HGPWkhXQ\nHIkIqFFOfwKdYlPjfwJBAL3F3iCF7otFWF7UUtPFs0O4FRbrPwwRH4dfaQdq1rNt\nB1oU4ZynhtRwCAsUkWSdKMivi0U0GvCOdhWs2Mj9L1o=\n-----END RSA PRIVATE KEY-----',
  serialNo: 'RSACONTRACT01',
};
