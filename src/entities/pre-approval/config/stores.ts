/**
 * Every authorised store in one call, for the stage choice and the submit check (001 §4):
 * assumed at most 100 stores per enterprise (the mock's page size limit).
 */
export const ALL_STORES = { current: 1, size: 100 } as const;
