import { nullable, primaryKey } from '@mswjs/data';

/** The contract type of the DIGIPO service contract (the value is the mock's own). */
export const DIGIPO_CONTRACT_TYPE = 'DIGIPO_SERVICE';

/** Service contracts of an enterprise (000 §3 "Contract"); DIGIPO ones drive the routing. */
export const contractModels = {
  contract: {
    id: primaryKey(String),
    enterpriseId: String,
    contractNo: String,
    contractName: String,
    /** WAIT_SIGN is the value the specification shows. */
    contractStatus: String,
    contractType: String,
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
