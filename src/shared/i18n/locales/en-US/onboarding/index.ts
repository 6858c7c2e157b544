import kyc from './kyc.json';
import upload from './upload.json';
import viewer from './viewer.json';
import identity from './identity.json';
import bank from './bank.json';
import kycFile from './kycFile.json';
import drawback from './drawback.json';
import contract from './contract.json';
import preApproval from './preApproval.json';
import preApprovalApply from './preApprovalApply.json';
import storeAccess from './storeAccess.json';
import advanceCredit from './advanceCredit.json';

/**
 * The onboarding texts (001): loaded with the first onboarding page, not on a first
 * visit (see shared/i18n/onboarding.ts). One file per owner: the wizard pages (kyc), the
 * upload field, the file viewer, the identity-information form and the bank-account form.
 */
export default { kyc, upload, viewer, identity, bank, kycFile, drawback, contract, preApproval, preApprovalApply, storeAccess, advanceCredit };
