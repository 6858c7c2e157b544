/** Pact provider states of the notifications area (see ../providerStates.ts). */
export const notificationStates: Record<string, () => void> = {};
