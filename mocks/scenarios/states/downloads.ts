/** Pact provider states of the downloads area (see ../providerStates.ts). */
export const downloadStates: Record<string, () => void> = {};
