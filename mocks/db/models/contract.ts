import { nullable, primaryKey } from '@mswjs/data';

/** The contract type of the DIGIPO service contract (the value is the mock's own). */
export const DIGIPO_CONTRACT_TYPE = 'DIGIPO_SERVICE';
/** The contract type of the platform service contract (the value is the mock's own). */
export const PLATFORM_CONTRACT_TYPE = 'PLATFORM_SERVICE';
/** The contract type of the CA-certified contract signed with a DIGIPO one (the value is the mock's own). */
export const CFCA_CONTRACT_TYPE = 'CFCA';
/** contractStatus: waiting to be signed (the value the specification shows), and signed (the mock's own). */
export const CONTRACT_STATUS = { waiting: 'WAIT_SIGN', signed: 'SIGNED' } as const;

/** Service contracts of an enterprise (000 §3 "Contract"); DIGIPO ones drive the routing. */
export const contractModels = {
  contract: {
    id: primaryKey(String),
    enterpriseId: String,
    contractNo: String,
    contractName: String,
    /** CONTRACT_STATUS: WAIT_SIGN (the value the specification shows) or SIGNED. */
    contractStatus: String,
    contractType: String,
    /** Service contracts: the kj-media file id of the service schedule, and the business key of the signed copy. */
    mediaId: String,
    catgId: nullable(String),
    custName: nullable(String),
    custRole: nullable(String),
  },
  /** The platform agreement an account still has to sign (signedAt null) or has signed. */
  platformAgreement: {
    id: primaryKey(String),
    accountId: String,
    url: String,
    signedAt: nullable(Number),
  },
};
