import { db } from '../../db';
import { demoDataLacks, type ProviderState } from './kinds';

const ENTERPRISE_ID = 'the enterprise\'s id';

const storesOf = (enterpriseId: string) => db.preApprovalStore.findMany({ where: { enterpriseId: { equals: enterpriseId } } });

/**
 * Pact provider states of pre-approval (001 §2.5, §2.6, §4; see ../providerStates.ts), each
 * after "a signed-in user who chose an enterprise".
 */
export const preApprovalStates: Record<string, ProviderState> = {
  'an enterprise with no store connected': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise has no authorised store and no authorisation under way.',
    setUp: ({ enterpriseId }) => {
      if (storesOf(enterpriseId!).length > 0) demoDataLacks(`enterprise ${enterpriseId} without stores`);
    },
  },
  'an enterprise with a connected store without settlement files': {
    params: { enterpriseId: ENTERPRISE_ID, sellerId: 'the store\'s seller id', marketplace: 'its marketplace code' },
    afterwards: 'Among the enterprise\'s authorised stores is this Amazon SC store (seller id and marketplace) with no settlement file uploaded.',
    setUp: ({ enterpriseId, sellerId, marketplace }) => {
      const store = storesOf(enterpriseId!).find((row) => row.storeName === sellerId && row.area === marketplace);
      if (!store || (JSON.parse(store.fileNames) as string[]).length > 0) demoDataLacks(`store ${sellerId} (${marketplace}) without files in enterprise ${enterpriseId}`);
    },
  },
  'an enterprise without pre-approval company details': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise has never saved its monthly sales and business scope (getCorpInfo answers them empty).',
    setUp: ({ enterpriseId }) => {
      db.corpInfo.delete({ where: { id: { equals: enterpriseId! } } });
    },
  },
  'a store authorisation waits for the seller': {
    params: { enterpriseId: ENTERPRISE_ID, marketplace: 'the marketplace code', sceneState: 'the authorisation\'s sceneState' },
    afterwards: 'An Amazon authorisation of the enterprise for the marketplace, with this sceneState, waits for the seller (queryAccessStatus answers "1").',
    setUp: ({ enterpriseId, marketplace, sceneState }) => {
      db.accessSession.create({ id: sceneState!, enterpriseId: enterpriseId!, type: 'amazon', marketplace: marketplace!, polls: 0, storeId: null });
    },
  },
};
