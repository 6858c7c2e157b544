import type { RsaKeyPair } from '../lib/crypto/rsa';

/**
 * The mock backend's RSA key pair (demo data, public: never used by a real deployment).
 * Made by mocks/scripts/make-demo-key-pair.ts; the browser encrypts passwords with its
 * public key and the mock decrypts them with the private one (README "Keys").
 */
export const DEMO_KEY_PAIR: RsaKeyPair = {
  "publicKey": "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCoCXak5DvJbMRBfKqzD+GCUp/FjniE7s/EK6M8cdvZ8srRhOOBufDt5DDq2wd3n6QjRvHg2sIqj7z6HjiG+Hd24KqxIv+Km/gN5dQbX4RM49bCTEo5EJ0GYt+5Nqvy85NogLh1vB0XE6pd3DdYqqppm/BgO+3FeXSaN/GWnLrOOQIDAQAB",
  "privateKey": "-----BEGIN RSA PRIVATE KEY-----\nMIICXgIBAAKBgQCoCXak5DvJbMRBfKqzD+GCUp/FjniE7s/EK6M8cdvZ8srRhOOB\nufDt5DDq2wd3n6QjRvHg2sIqj7z6HjiG+Hd24KqxIv+Km/gN5dQbX4RM49bCTEo5\nEJ0GYt+5Nqvy85NogLh1vB0XE6pd3DdYqqppm/BgO+3FeXSaN/GWnLrOOQIDAQAB\nAoGATAsMUA6hJ8Q7BE/AiAwVx35Qo3yX+cCA8Yu18XKtRXJkanCy7FATQfTUVlQM\niwwJoZVHfLRCzjQCF0Z52kqy9LLNVdhrMLna3fPzy12KIIZsyr466PX17rcoem5L\n6ApNUAFL8hLTuUQSy/XNs1OYPXBAu4eVadzNuK+IO9Xsf8kCQQDhx7nryenIQAzm\nzV6j2IUJV6VvBK5v/bPQ75D6C8pqk9OEZTK1wMTcsyMDE1dAP3svzsLZZhJELc3a\nhy+iJeHPAkEAvocv/1GVzc0ITw/btaIYZmxAPuHehTevIJxCoEAMuM52+fpTayEW\n4cUdHYYwva7jgfNra/KifsVPNhByoVx5dwJBAJ7k2plwDhEZ0nqTyajxdh7vCcQp\nvUGfgG7oSlVO+vMqec9REPEMav8PKvK9J8hVZLJuhn5M8Un+GkNSpFku480CQQCg\nwi5EbpFIqYQmOYo3kkKmQRZgOHJp0xcoG9C3p/NUB5kpyQaTsMK+0nODktMTaTo7\nTqlH1t02u8LfKjeeYQl3AkEA4AfQN5j8cR1uZ+nOax6ytx2BEI8+1HTR3ut57J7o\nV9/KS4PqwzLg3jlQGdug1oZ1VPCyvDa14IZyxbywO/GQPw==\n-----END RSA PRIVATE KEY-----",
  "serialNo": "RSADEMO00001"
};
