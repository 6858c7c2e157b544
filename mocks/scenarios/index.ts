export { seed, reset, resetIfWritten } from './seed';
export { providerStates } from './providerStates';
export { DEMO_BRANDING, seedBranding } from './branding';
export { DEMO_DICTIONARIES, seedDictionaries } from './dictionaries';
export { DEMO_PASSWORD, demoAccounts, demoAccountId, type DemoAccount, type DemoScenario } from './accounts';
export { DEMO_ENTERPRISES, DEMO_MEMBERSHIPS } from './enterprises';
export { PLATFORM_AGREEMENT_FILE } from './contracts';
