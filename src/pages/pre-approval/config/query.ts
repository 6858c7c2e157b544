/** Query status with this value (spelt with three c, 001 §2.6) opens the success dialog at stage 3. */
export const SUCCESS_STATUS = 'succcess';
