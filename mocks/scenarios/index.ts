export { reset } from './seed';
export { DEMO_BRANDING } from './branding';
export { DEMO_PASSWORD, demoAccounts, demoAccountId } from './accounts';
