import { db } from '../../db';
import { now } from '../../lib/clock';
import { accountNames } from '../../lib/drawback';
import { IDD_MARKET_CLOSE_TIME } from '../shell';
import { cnyAccountOf, storeBankAccounts } from '../banks';
import { DEMO_ONE_TRADE_APPLICATION } from './drawback';
import { managerChannelId } from '../../lib/drawback';
import { menuTree } from '../../lib/present';
import { demoDataLacks, enterpriseWhere, signedInUser, type ProviderState } from './kinds';

const ENTERPRISE_ID = 'the enterprise\'s id';

/**
 * Pact provider states of an enterprise's onboarding and shell (see ../providerStates.ts):
 * each comes after a sign-in state naming a user of that enterprise.
 */
export const enterpriseStates: Record<string, ProviderState> = {
  'an enterprise in INIT with products to verify': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise is in INIT (KYC not submitted) with products whose KYC is not approved (the product centre offers Verify), among them EXPORT_DRAWBACK_TRADE.',
    setUp: ({ enterpriseId }) => {
      enterpriseWhere(enterpriseId!, 'in INIT', (row) => row.status === 'INIT');
      const products = db.product.findMany({ where: { enterpriseId: { equals: enterpriseId! } } });
      if (!products.some((product) => product.productStatus === 'NOT_APPROVED')) demoDataLacks(`product to verify in enterprise ${enterpriseId}`);
    },
  },
  'an enterprise whose KYC was rejected': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise is in REJECT and its products\' KYC failed (product KYC answers false).',
    setUp: ({ enterpriseId }) => {
      enterpriseWhere(enterpriseId!, 'in REJECT', (row) => row.status === 'REJECT');
    },
  },
  'a mainland enterprise in INIT with no KYC saved': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'A mainland (TERRITORY) enterprise in INIT: none of the KYC steps saved yet (company, manager, legal person, owners, bank accounts, files).',
    setUp: ({ enterpriseId }) => {
      enterpriseWhere(enterpriseId!, 'on the mainland in INIT', (row) => row.status === 'INIT' && row.locationName === 'TERRITORY');
      if (db.kycManager.findFirst({ where: { id: { equals: enterpriseId! } } })) demoDataLacks(`enterprise ${enterpriseId} without a saved manager`);
    },
  },
  'an enterprise whose KYC was returned with a comment': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise is in BACK with the review\'s audit comment; its KYC steps 1-4 are saved (company, manager, one legal person, one beneficial owner).',
    setUp: ({ enterpriseId }) => {
      enterpriseWhere(enterpriseId!, 'in BACK', (row) => row.status === 'BACK');
    },
  },
  'a submitted enterprise whose manager is its legal person': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise is in SUBMIT; its KYC manager is also its legal person (listed first when the manager is included).',
    setUp: ({ enterpriseId }) => {
      enterpriseWhere(enterpriseId!, 'in SUBMIT', (row) => row.status === 'SUBMIT');
    },
  },
  'the enterprise has a saved CNY bank account': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise has one saved CNY bank account (bank, city and branch filled).',
    setUp: ({ enterpriseId }) => {
      const enterprise = enterpriseWhere(enterpriseId!, '', () => true);
      storeBankAccounts(enterpriseId!, [cnyAccountOf(enterpriseId!, enterprise.companyName)]);
    },
  },
  'the enterprise applied for an export drawback product': {
    params: { enterpriseId: ENTERPRISE_ID, productType: 'EXPORT_DRAWBACK_TRADE or EXPORT_DRAWBACK_PROD' },
    afterwards: 'The enterprise\'s application for the product (the form of the drawback onboarding\'s step 3) is stored and the product is UNDER_REVIEW.',
    setUp: ({ enterpriseId, productType }) => {
      const application = { ...DEMO_ONE_TRADE_APPLICATION, enterpriseId: enterpriseId!, productType: productType!, channelId: `KJCH${enterpriseId}` };
      db.drawbackApplication.create({ id: `${enterpriseId}:${productType}`, enterpriseId: enterpriseId!, productType: productType!, data: JSON.stringify(application), submittedAt: now() });
      db.product.update({
        where: { enterpriseId: { equals: enterpriseId! }, productType: { equals: productType! } },
        data: { productStatus: 'UNDER_REVIEW' },
      });
    },
  },
  'an enterprise where the user has no menu': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The signed-in user belongs to the enterprise but has no menu in it (getEnterpriseMenuList answers an empty list).',
    setUp: ({ enterpriseId }) => {
      if (menuTree(enterpriseId!).length > 0) demoDataLacks(`enterprise ${enterpriseId} without a menu`);
    },
  },
  'an enterprise has a credit code': {
    params: { enterpriseId: ENTERPRISE_ID, companyIdentCode: 'its unified social credit code' },
    afterwards: 'The enterprise is registered with this credit code (so no other enterprise may claim it).',
    setUp: ({ enterpriseId, companyIdentCode }) => {
      enterpriseWhere(enterpriseId!, '', () => true);
      db.enterprise.update({ where: { id: { equals: enterpriseId! } }, data: { companyIdentCode: companyIdentCode! } });
    },
  },
  'the signed-in user has contact details': {
    params: { firstName: 'given name', lastName: 'family name', email: 'e-mail address', phone: 'telephone, digits only' },
    afterwards: 'The signed-in user\'s account carries these names, e-mail and telephone (the export-drawback manager check compares with them).',
    setUp: ({ firstName, lastName, email, phone }) => {
      const account = signedInUser();
      db.account.update({ where: { id: { equals: account.id } }, data: { ...accountNames({ firstName: firstName!, lastName: lastName! }), email: email!, telephone: phone! } });
    },
  },
  'the enterprise\'s export-drawback channel id': {
    params: { enterpriseId: ENTERPRISE_ID, channelId: 'the channel id' },
    afterwards: 'The enterprise\'s KYC manager carries this channel id as its remark (getEnterpriseManager), which an export-drawback application must send.',
    setUp: ({ enterpriseId, channelId }) => {
      if (managerChannelId(enterpriseId!) !== channelId) demoDataLacks(`channel id ${channelId} for enterprise ${enterpriseId} (its is ${managerChannelId(enterpriseId!)})`);
    },
  },
  'the enterprise has notifications and to-dos for the user': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The signed-in user has, in this enterprise, messages and to-dos, some not yet handled.',
    setUp: ({ enterpriseId }) => {
      const accountId = signedInUser().id;
      if (db.notification.count({ where: { accountId: { equals: accountId }, enterpriseId: { equals: enterpriseId! } } }) === 0) {
        demoDataLacks(`notification of the signed-in user in enterprise ${enterpriseId}`);
      }
    },
  },
  'the enterprise\'s top notice is not closed for the user': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The enterprise has a top notice that the signed-in user has not closed.',
    setUp: ({ enterpriseId }) => {
      const accountId = signedInUser().id;
      if (!db.topNotice.findFirst({ where: { enterpriseId: { equals: enterpriseId! } } })) demoDataLacks(`top notice in enterprise ${enterpriseId}`);
      db.noticeClosed.deleteMany({ where: { accountId: { equals: accountId }, enterpriseId: { equals: enterpriseId! } } });
    },
  },
  'the enterprise has the IDD market-close countdown enabled': {
    params: { enterpriseId: ENTERPRISE_ID },
    afterwards: 'The IDD market of the enterprise has a closing time, so getRemainingCloseTime answers the milliseconds left.',
    setUp: ({ enterpriseId }) => {
      db.marketSetting.deleteMany({ where: { enterpriseId: { equals: enterpriseId! } } });
      db.marketSetting.create({ id: `market-${enterpriseId}`, enterpriseId: enterpriseId!, closeTime: IDD_MARKET_CLOSE_TIME });
    },
  },
  'the signed-in user has not signed the platform agreement': {
    params: {},
    afterwards: 'The signed-in user has a platform agreement to sign (queryPlatformAgreementSignStatus answers its PDF url).',
    setUp: () => {
      const accountId = signedInUser().id;
      const agreement = db.platformAgreement.findFirst({ where: { accountId: { equals: accountId } } }) ?? demoDataLacks(`platform agreement for account ${accountId}`);
      db.platformAgreement.update({ where: { id: { equals: agreement.id } }, data: { signedAt: null } });
    },
  },
};
