import { CONTRACT_KEY_PAIR } from './contractKeyPair';

/**
 * The provider states the interactions name, as `[name, params]` for `.given(...state)`:
 * business terms with the ids and values as params, so a provider sets each up in its own
 * data (README "Contracts for backend teams" lists them; the mock's catalogue is
 * mocks/scenarios/providerStates.ts, kept in step by tests/unit/providerStates.test.ts).
 */
export type State = readonly [name: string, params: Record<string, string>];

const state = (name: string, params: Record<string, string> = {}): State => [name, params];

// Signing in: the verifier's session (its cookie) belongs to the user.
export const nobodySignedIn = () => state('nobody is signed in');
export const signedIn = (loginName: string) => state('a signed-in user', { loginName });
export const signedInOf = (loginName: string, enterpriseId: string) => state('a signed-in user of an enterprise', { loginName, enterpriseId });
export const signedInChose = (loginName: string, enterpriseId: string) => state('a signed-in user who chose an enterprise', { loginName, enterpriseId });
export const mustPassOtp = (loginName: string) => state('a signed-in user who must pass the OTP check', { loginName });
export const otpSent = (code: string) => state('an OTP code was sent to the signed-in user', { code });

// Accounts and their secrets.
export const canSignIn = (loginName: string, password: string) => state('an account that can sign in', { loginName, password });
export const mustInitialise = (loginName: string, password: string) => state('an account whose password must be initialised', { loginName, password });
export const initialiseTokenIssued = (loginName: string, tokenUuid: string) =>
  state('an account whose password must be initialised was answered a token', { loginName, tokenUuid });
export const mustReset = (loginName: string, password: string) => state('an account whose password must be reset', { loginName, password });
export const accountWithEmail = (loginName: string, email: string) => state('an account with an e-mail address', { loginName, email });
export const noAccountWithEmail = (email: string) => state('no account uses an e-mail address', { email });
export const forgotCodeMailed = (email: string, code: string) => state('a forgot-password code was e-mailed', { email, code });
export const registrationCodeMailed = (email: string, code: string) => state('a registration code was e-mailed', { email, code });
export const captchaShows = (code: string) => state('the sign-in captcha shows a code', { code });
export const hasKeyPair = () => state('the service has an RSA key pair');
/** The consumer tests encrypt password fields with this test pair's public key. */
export const contractKeyPair = () =>
  state('passwords are encrypted with an RSA key pair', {
    publicKey: CONTRACT_KEY_PAIR.publicKey,
    privateKey: CONTRACT_KEY_PAIR.privateKey,
    serialNo: CONTRACT_KEY_PAIR.serialNo,
  });

// Reference data.
export const brandingConfigured = () => state('website branding is configured');
export const dictionariesExist = () => state('dictionaries exist');
export const countriesExist = () => state('countries exist');
export const phoneAreaCodesExist = () => state('phone area codes exist');
export const bankBranch = (bankCode: string, cityCode: string, unitedBankNumber: string) =>
  state('a bank of the dictionary has a branch in a city', { bankCode, cityCode, unitedBankNumber });
export const swiftKnown = (swiftCode: string) => state('the SWIFT directory has a code', { swiftCode });
export const swiftUnknown = (swiftCode: string) => state('the SWIFT directory has no code', { swiftCode });
export const redirectConfigured = (productType: string, scenario: string, url: string) => state('a product redirect is configured', { productType, scenario, url });

// An enterprise's onboarding and shell (after a sign-in naming a user of it).
export const toVerify = (enterpriseId: string) => state('an enterprise in INIT with products to verify', { enterpriseId });
export const rejected = (enterpriseId: string) => state('an enterprise whose KYC was rejected', { enterpriseId });
export const freshMainland = (enterpriseId: string) => state('a mainland enterprise in INIT with no KYC saved', { enterpriseId });
export const returned = (enterpriseId: string) => state('an enterprise whose KYC was returned with a comment', { enterpriseId });
export const submittedManagerIsLegal = (enterpriseId: string) => state('a submitted enterprise whose manager is its legal person', { enterpriseId });
export const savedCnyAccount = (enterpriseId: string) => state('the enterprise has a saved CNY bank account', { enterpriseId });
export const appliedForDrawback = (enterpriseId: string, productType: string) => state('the enterprise applied for an export drawback product', { enterpriseId, productType });
export const creditCode = (enterpriseId: string, companyIdentCode: string) => state('an enterprise has a credit code', { enterpriseId, companyIdentCode });
export const contactDetails = (details: { firstName: string; lastName: string; email: string; phone: string }) => state('the signed-in user has contact details', details);
export const drawbackChannel = (enterpriseId: string, channelId: string) => state('the enterprise\'s export-drawback channel id', { enterpriseId, channelId });
export const noMenu = (enterpriseId: string) => state('an enterprise where the user has no menu', { enterpriseId });
export const hasNotifications = (enterpriseId: string) => state('the enterprise has notifications and to-dos for the user', { enterpriseId });
export const noticeNotClosed = (enterpriseId: string) => state('the enterprise\'s top notice is not closed for the user', { enterpriseId });
export const marketCountdown = (enterpriseId: string) => state('the enterprise has the IDD market-close countdown enabled', { enterpriseId });
export const agreementUnsigned = () => state('the signed-in user has not signed the platform agreement');

// Contracts.
export const digipoWaiting = (enterpriseId: string, mediaId: string) => state('an enterprise whose DIGIPO service contract waits to be signed', { enterpriseId, mediaId });
export const digipoWithCa = (enterpriseId: string) => state('the enterprise\'s DIGIPO service contract comes with a CA-certified contract', { enterpriseId });
export const digipoSigned = (enterpriseId: string) => state('the enterprise\'s DIGIPO service contract is signed', { enterpriseId });
export const platformWaiting = (enterpriseId: string, contractId: string, mediaId: string) =>
  state('an enterprise whose platform service contract waits to be signed, without a CA-certified contract', { enterpriseId, contractId, mediaId });
export const signedCopyUploaded = (mediaId: string, fileId: string) => state('the signed copy of a service contract is uploaded', { mediaId, fileId });

// Files, signing and submission.
export const fileStored = (file: { fileId: string; modelCode: string; catgId: string; busiKey: string; fileName: string }) => state('a file is stored', file);
export const authContract = (enterpriseId: string, contractId: string, contractNo: string) => state('the enterprise has a KYC authorisation contract', { enterpriseId, contractId, contractNo });
export const authContractGenerated = (enterpriseId: string, contractId: string, contractNo: string) =>
  state('the file of the enterprise\'s KYC authorisation contract is generated', { enterpriseId, contractId, contractNo });
export const signedAuthContractUploaded = (enterpriseId: string, fileId: string) => state('the signed KYC authorisation contract of the enterprise is uploaded', { enterpriseId, fileId });

// Downloads (after a sign-in that chose the enterprise).
export const hasDownloadTasks = (enterpriseId: string) => state('the user has download tasks in the enterprise', { enterpriseId });
export const finishedTask = (taskId: string, fileName: string) => state('a finished download task not yet downloaded', { taskId, fileName });

// Pre-approval (after a sign-in that chose the enterprise).
export const noStore = (enterpriseId: string) => state('an enterprise with no store connected', { enterpriseId });
export const storeWithoutFiles = (enterpriseId: string, sellerId: string, marketplace: string) =>
  state('an enterprise with a connected store without settlement files', { enterpriseId, sellerId, marketplace });
export const noCompanyDetails = (enterpriseId: string) => state('an enterprise without pre-approval company details', { enterpriseId });
export const authorisationWaiting = (enterpriseId: string, marketplace: string, sceneState: string) =>
  state('a store authorisation waits for the seller', { enterpriseId, marketplace, sceneState });
