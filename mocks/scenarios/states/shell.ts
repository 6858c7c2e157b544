/** Pact provider states of the shell area (see ../providerStates.ts). */
export const shellStates: Record<string, () => void> = {};
