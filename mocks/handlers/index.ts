import { agwWebHandlers } from './agw-web';
import { behindFaultSwitch } from './faults';
import { indexedByPath } from '../lib/pathIndex';
import { kjContractHandlers } from './kj-contract';
import { kjIddHandlers } from './kj-idd';
import { kjKycHandlers } from './kj-kyc';
import { kjOfficialHandlers } from './kj-official';
import { kjSysHandlers } from './kj-sys';
import { kjToolsHandlers } from './kj-tools';
import { kjWebHandlers } from './kj-web';
import { ssoWebHandlers } from './sso-web';
import { kjSsoHandlers } from './kj-sso';
import { kjSysNotificationHandlers } from './kj-sys-notification';
import { kjSysShellHandlers } from './kj-sys-shell';
import { kjToolsDownloadHandlers } from './kj-tools-download';
import { toolsWebHandlers } from './tools-web';
import { kjKycProductHandlers } from './kj-kyc-product';
// files, signing and submission (001 §7 "Signing and files")
import { kjMediaHandlers } from './kj-media';
import { kjMediaSigningHandlers } from './kj-media-signing';
import { kjWkflHandlers } from './kj-wkfl';
// bank accounts (001 §2.4, §7)
import { kjKycBankHandlers } from './kj-kyc-bank';
// company KYC, steps 1-4 (001 §2.1, §7)
import { kjKycOnboardingHandlers } from './kj-kyc-onboarding';
// KYC file wizard, second generation (001 §2.2, §7)
import { kjKycFileHandlers } from './kj-kyc-file';
// export-drawback onboarding (000 §2, §4, §7 "Export drawback")
import { kjKycDrawbackHandlers } from './kj-kyc-drawback';
import { kjSysUserHandlers } from './kj-sys-user';
// pre-approval (001 §2.5, §2.6, §7 "Pre-approval"); its two kj-tools calls are in kj-tools.ts
import { kjBigdataHandlers } from './kj-bigdata';

/**
 * Every handler of the mock backend, one module per kj-* service, found by the call's path
 * (lib/pathIndex.ts), behind the fault switch.
 */
export const handlers = behindFaultSwitch([indexedByPath([
  ...kjToolsHandlers,
  ...kjWebHandlers,
  ...ssoWebHandlers,
  ...kjSsoHandlers,
  ...kjSysHandlers,
  ...agwWebHandlers,
  ...kjKycHandlers,
  ...kjOfficialHandlers,
  ...kjContractHandlers,
  ...kjIddHandlers,
  ...kjSysNotificationHandlers,
  ...kjSysShellHandlers,
  ...kjToolsDownloadHandlers,
  ...toolsWebHandlers,
  ...kjKycProductHandlers,
  // files, signing and submission (001 §7 "Signing and files")
  ...kjMediaHandlers,
  ...kjMediaSigningHandlers,
  ...kjWkflHandlers,
  // bank accounts (001 §2.4, §7)
  ...kjKycBankHandlers,
  // company KYC, steps 1-4 (001 §2.1, §7)
  ...kjKycOnboardingHandlers,
  // KYC file wizard, second generation (001 §2.2, §7)
  ...kjKycFileHandlers,
  // export-drawback onboarding (000 §2, §4, §7 "Export drawback")
  ...kjKycDrawbackHandlers,
  ...kjSysUserHandlers,
  // pre-approval (001 §2.5, §2.6, §7 "Pre-approval"); its two kj-tools calls are in kj-tools.ts
  ...kjBigdataHandlers,
])]);
