/** Pact provider states of the products area (see ../providerStates.ts). */
export const productStates: Record<string, () => void> = {};
