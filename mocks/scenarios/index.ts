export { seed, reset } from './seed';
export { providerStates } from './providerStates';
export { DEMO_BRANDING, seedBranding } from './branding';
export { DEMO_DICTIONARIES, seedDictionaries } from './dictionaries';
