/** Pact provider states of the account area (see ../providerStates.ts). */
export const accountStates: Record<string, () => void> = {};
