import { db } from '../db';

/** Every demo account's password (the brief of issue 3). */
export const DEMO_PASSWORD = 'Demo#Pass2025';

/** What signing in with a demo account leads to; the demo panel and e2e key on it. */
type DemoScenario =
  | 'one-enterprise'
  | 'many-enterprises'
  | 'initialise-password'
  | 'reset-password'
  | 'otp-required'
  | 'no-enterprise'
  | 'fund-market'
  | 'e-finance'
  | 'digipo-contract'
  | 'platform-agreement'
  // company KYC wizard (001 §2.1)
  | 'kyc-mainland'
  | 'kyc-overseas'
  | 'kyc-half-done'
  | 'kyc-returned'
  | 'kyc-submitted'
  // KYC file wizard (001 §2.2)
  | 'kyc-file-mainland'
  | 'kyc-file-hong-kong'
  | 'kyc-file-overseas'
  | 'kyc-file-returned'
  | 'kyc-file-submitted'
  // export-drawback onboarding (000 §2 type=prefill, §4, §5)
  | 'drawback-prefill'
  | 'drawback-other-manager'
  // pre-approval (001 §2.5, §2.6, §4): one stage of the flow each
  | 'pre-approval-new'
  | 'pre-approval-stores'
  | 'pre-approval-partial'
  | 'pre-approval-done'
  | 'pre-approval-apply';

interface DemoAccountRow {
  id: string;
  loginName: string;
  email: string;
  name: string;
  scenario: DemoScenario;
  salt: string;
  /** SHA-256 of salt + DEMO_PASSWORD (recomputed by accounts.test.ts). */
  passwordHash: string;
  mustInitialise?: boolean;
  mustReset?: boolean;
  otpRequired?: boolean;
}

export const DEMO_ACCOUNT_ROWS: DemoAccountRow[] = [
  {
    id: '10001', loginName: 'demo.one', email: 'one@demo.kj', name: 'Demo One', scenario: 'one-enterprise',
    salt: '5f1c2a9e0b7d4c31', passwordHash: '518030e98c2adc0f0c58945d0c4b917b882bcc1aa3a1fcae00542a8ddecc87aa',
  },
  {
    id: '10002', loginName: 'demo.many', email: 'many@demo.kj', name: 'Demo Many', scenario: 'many-enterprises',
    salt: 'a83e61d5c2f7094b', passwordHash: 'd75fca3974a0f12fe05e585623da0f80b8482903f8aae7cb00da62aeb2c80f62',
  },
  {
    id: '10003', loginName: 'demo.init', email: 'init@demo.kj', name: 'Demo Init', scenario: 'initialise-password',
    salt: '0c9b7e2f5a1d8e64', passwordHash: 'fa9b54435a2ad1ffb966597cc137a6a959624981d19e1ec413d8d4e015f6d00b',
    mustInitialise: true,
  },
  {
    id: '10004', loginName: 'demo.reset', email: 'reset@demo.kj', name: 'Demo Reset', scenario: 'reset-password',
    salt: 'e4d2a7c95b3f1068', passwordHash: '3739c511658b92b889e978baacb4709cf65f740f31aff2a32d7ea878b717e312',
    mustReset: true,
  },
  {
    id: '10005', loginName: 'demo.otp', email: 'otp@demo.kj', name: 'Demo OTP', scenario: 'otp-required',
    salt: '7b15f0e8c4a2d396', passwordHash: '9a0fd673f930382252c3e11e3746d027b8919484c156117a07181a4f6c3cf05e',
    otpRequired: true,
  },
  {
    id: '10006', loginName: 'demo.none', email: 'none@demo.kj', name: 'Demo None', scenario: 'no-enterprise',
    salt: '3a9c5e7f1b2d4068', passwordHash: '6fa0f0fc7cce20c0808db8e1f92daf30d3c3ba730c8ef3bfbc553ad44f960a3d',
  },
  {
    id: '10007', loginName: 'demo.fund', email: 'fund@demo.kj', name: 'Demo Fund', scenario: 'fund-market',
    salt: 'd6b8f2a4c0e91735', passwordHash: '617656038339bdb019810fbdd10519348ef87d2c499107c6766eb30cc1300b12',
  },
  {
    id: '10008', loginName: 'demo.efin', email: 'efin@demo.kj', name: 'Demo E-Finance', scenario: 'e-finance',
    salt: '91e7c3a5f0d2b846', passwordHash: '145f4986a496448843fbdb57f5edb34df46866a34a63d9fde0f27b3d7cd8800d',
  },
  {
    id: '10009', loginName: 'demo.digipo', email: 'digipo@demo.kj', name: 'Demo DIGIPO', scenario: 'digipo-contract',
    salt: '4f2d8b6a0c9e1357', passwordHash: '76360452ed52b7c864e0f7f0e35ae274117f5ade2646b01229f062dedf875595',
  },
  {
    id: '10010', loginName: 'demo.agreement', email: 'agreement@demo.kj', name: 'Demo Agreement', scenario: 'platform-agreement',
    salt: 'c2a0e8f6d4b19375', passwordHash: '810c6ad98d90bd935cdd760779bdb4ec625a45e2d5a601d982e88885a45dc185',
  },
  // company KYC wizard (001 §2.1): one enterprise each, seeded in scenarios/kyc.ts
  {
    id: '10021', loginName: 'demo.kyc.cn', email: 'kyc.cn@demo.kj', name: 'Demo KYC Mainland', scenario: 'kyc-mainland',
    salt: '6e1a3c5f7b9d0e24', passwordHash: '26fc8d866b90bfbc3c8fc35b37cc681ea191b46efc2fed5aac3ffea64190f263',
  },
  {
    id: '10022', loginName: 'demo.kyc.os', email: 'kyc.os@demo.kj', name: 'Demo KYC Overseas', scenario: 'kyc-overseas',
    salt: 'b4f8d2a6c0e3917f', passwordHash: '8bcd5a1a06b94c4c7fbb0bf45f1fb5dedd8012dceba7dee274c86e225e2a1381',
  },
  {
    id: '10023', loginName: 'demo.kyc.half', email: 'kyc.half@demo.kj', name: 'Demo KYC Half', scenario: 'kyc-half-done',
    salt: '2d7f9b1e5c3a8064', passwordHash: '1c3520c6bd64e5a0e1232b4fa1368005b5358d5a8778834a752f3761fbc74a6a',
  },
  {
    id: '10024', loginName: 'demo.kyc.back', email: 'kyc.back@demo.kj', name: 'Demo KYC Returned', scenario: 'kyc-returned',
    salt: 'f0c6e4a2b8d19357', passwordHash: '85f79dfbf561c592ad5bd608c0a130be8c7161432f5a6813065cd2365e59999f',
  },
  {
    id: '10025', loginName: 'demo.kyc.done', email: 'kyc.done@demo.kj', name: 'Demo KYC Submitted', scenario: 'kyc-submitted',
    salt: '8a3e5c7f1d9b2046', passwordHash: '64636cd2639f4f0dee3707284d41d430aba8542da8cc5a5a1f099fd722a0e56a',
  },
  // KYC file wizard (001 §2.2, IDD → /kycFileCN): one enterprise each, seeded in scenarios/kyc.ts
  {
    id: '10031', loginName: 'demo.file.cn', email: 'file.cn@demo.kj', name: 'Demo KYC File Mainland', scenario: 'kyc-file-mainland',
    salt: '260b479597315b79', passwordHash: '87482516e8a5e03b5dbf638c61ca7884d0361872413c48267f75e6005c0c8d83',
  },
  {
    id: '10032', loginName: 'demo.file.hk', email: 'file.hk@demo.kj', name: 'Demo KYC File Hong Kong', scenario: 'kyc-file-hong-kong',
    salt: '78df8a2d5839460d', passwordHash: 'e0e273eecf6742c9996d22e72a14c111ebf2e53d63bd8c71b8fc1c0040f6379d',
  },
  {
    id: '10033', loginName: 'demo.file.os', email: 'file.os@demo.kj', name: 'Demo KYC File Overseas', scenario: 'kyc-file-overseas',
    salt: '40f0b480bd587a2b', passwordHash: '5394dbcce4579011761a18238ea4a8fb3b473804a3b513aaf2c1b8648552afd5',
  },
  {
    id: '10034', loginName: 'demo.file.back', email: 'file.back@demo.kj', name: 'Demo KYC File Returned', scenario: 'kyc-file-returned',
    salt: 'c253174ba8baa707', passwordHash: '07f63d899f45188efcf072994d26272ad4f0e084ec985811b9461590741b40a1',
  },
  {
    id: '10035', loginName: 'demo.file.done', email: 'file.done@demo.kj', name: 'Demo KYC File Submitted', scenario: 'kyc-file-submitted',
    salt: '4f08e0fae9a68ba3', passwordHash: '87194ee257d57ec1b508dca66897f65828c6edc89bfed232c0b30fd38041df49',
  },
  // export-drawback onboarding (000 §2 type=prefill): one enterprise each, its manager seeded in scenarios/kyc.ts.
  // demo.drawback's name, e-mail and phone (1380000 + the id's last four digits) are its manager's; demo.drawback.other's are not.
  {
    id: '10041', loginName: 'demo.drawback', email: 'drawback@demo.kj', name: 'Zhou Min', scenario: 'drawback-prefill',
    salt: '9d3b5f7a1c2e4086', passwordHash: '66d7b99af1d7d7acc370f22c5f8d55cd04b64d3e78a45318cbfac7bfc8732408',
  },
  {
    id: '10042', loginName: 'demo.drawback.other', email: 'drawback.other@demo.kj', name: 'Chen Jie', scenario: 'drawback-other-manager',
    salt: 'e7a1c3b5d9f20468', passwordHash: '4c43f9fb266eb0eeede9901c782d84ed447ce4534f7e0032f0637411d6f03f1c',
  },
  // pre-approval (001 §2.5, §2.6, §4): one DEFAULT_PRODUCT enterprise each (E_FINANCE to verify), stores in scenarios/preApproval.ts
  {
    id: '10051', loginName: 'demo.pre.new', email: 'pre.new@demo.kj', name: 'Demo Pre-approval New', scenario: 'pre-approval-new',
    salt: '1dc9be67dcd12329', passwordHash: '7f5fc5002b259e14bbaa7d162dea91ee47ef52e9afb1dae376e33150f56af520',
  },
  {
    id: '10052', loginName: 'demo.pre.stores', email: 'pre.stores@demo.kj', name: 'Demo Pre-approval Stores', scenario: 'pre-approval-stores',
    salt: '73ddb1a3545a0599', passwordHash: '479da577c246a5c0c938e9b99c0e4d0b8152a7280baf9c74a1adbdbae5335fa2',
  },
  {
    id: '10053', loginName: 'demo.pre.partial', email: 'pre.partial@demo.kj', name: 'Demo Pre-approval Partial', scenario: 'pre-approval-partial',
    salt: '999532b2d9dca7f9', passwordHash: 'c89d171cbca90811ba9564162f6eba828036ed3e0a5296cb56f3ebc50f7e86d7',
  },
  {
    id: '10054', loginName: 'demo.pre.done', email: 'pre.done@demo.kj', name: 'Demo Pre-approval Done', scenario: 'pre-approval-done',
    salt: '7e7a04d9882abc5b', passwordHash: 'd1d8f578f26e4308d6bf17a6301bc422a2b99395d1b810618be4e261dba5ab23',
  },
  {
    id: '10055', loginName: 'demo.pre.apply', email: 'pre.apply@demo.kj', name: 'Demo Pre-approval Apply', scenario: 'pre-approval-apply',
    salt: '6ba02cfc13ee6318', passwordHash: '45128f1b87a9665e0c30b3c3915b28bcba5e9857f4650b0a679ba985b1754a55',
  },
];

export interface DemoAccount {
  loginName: string;
  email: string;
  password: string;
  scenario: DemoScenario;
  /** The page the presenter's panel opens once the account is signed in; none: where signing in lands. */
  opens?: string;
}

/**
 * The order a presenter tells the story in, which the presenter's panel and the login page's
 * list both follow: an established client first, then onboarding a new one, the products,
 * and the sign-in's security. With each, the page that shows it, where signing in does not
 * land there by itself.
 */
const DEMO_STORY: { loginName: string; opens?: string }[] = [
  { loginName: 'demo.one' },
  { loginName: 'demo.many' },
  { loginName: 'demo.kyc.cn', opens: '/CommKycFile?id=20021&status=INIT' },
  { loginName: 'demo.kyc.os', opens: '/CommKycFile?id=20022&status=INIT' },
  { loginName: 'demo.kyc.half', opens: '/CommKycFile?id=20023&status=INIT' },
  { loginName: 'demo.kyc.back', opens: '/CommKycFile?id=20024&status=BACK' },
  { loginName: 'demo.kyc.done', opens: '/CommKycFile?id=20025&status=SUBMIT' },
  { loginName: 'demo.agreement' },
  { loginName: 'demo.file.cn' },
  { loginName: 'demo.file.hk' },
  { loginName: 'demo.file.os' },
  { loginName: 'demo.file.back' },
  { loginName: 'demo.file.done' },
  { loginName: 'demo.drawback', opens: '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD' },
  { loginName: 'demo.drawback.other', opens: '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD' },
  { loginName: 'demo.pre.new', opens: '/preApproval' },
  { loginName: 'demo.pre.stores', opens: '/preApproval' },
  { loginName: 'demo.pre.partial', opens: '/preApproval' },
  { loginName: 'demo.pre.done', opens: '/preApproval' },
  { loginName: 'demo.pre.apply', opens: '/preApproval/apply' },
  { loginName: 'demo.efin' },
  { loginName: 'demo.digipo' },
  { loginName: 'demo.fund', opens: '/child-marketplacePortal/home' },
  { loginName: 'demo.otp' },
  { loginName: 'demo.init' },
  { loginName: 'demo.reset' },
  { loginName: 'demo.none' },
];

/** The demo accounts as the presenter's panel and the login page list them, in the story's order (every password is DEMO_PASSWORD). */
export const demoAccounts: readonly DemoAccount[] = DEMO_STORY.map(({ loginName, opens }) => {
  const row = DEMO_ACCOUNT_ROWS.find((account) => account.loginName === loginName);
  if (!row) throw new Error(`No demo account ${loginName}`);
  return { loginName, email: row.email, password: DEMO_PASSWORD, scenario: row.scenario, ...(opens ? { opens } : {}) };
});

/** The account id of a demo login name (provider states and tests). */
export function demoAccountId(loginName: string): string {
  const row = DEMO_ACCOUNT_ROWS.find((account) => account.loginName === loginName);
  if (!row) throw new Error(`No demo account ${loginName}`);
  return row.id;
}

export function seedAccounts(): void {
  for (const row of DEMO_ACCOUNT_ROWS) {
    db.account.create({
      id: row.id,
      loginName: row.loginName,
      email: row.email,
      name: row.name,
      salt: row.salt,
      passwordHash: row.passwordHash,
      mustInitialise: row.mustInitialise ?? false,
      mustReset: row.mustReset ?? false,
      otpRequired: row.otpRequired ?? false,
      phoneAreaCode: '86',
      telephone: `1380000${row.id.slice(-4)}`,
    });
  }
}
