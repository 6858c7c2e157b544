import type { ManagerValues } from '../model/managerTypes';

/** Test-only: a manager form that passes every field rule, for the rule and mapping tables to vary. */
export const validManager: ManagerValues = {
  position: ['GENERAL_MANAGER'],
  certificateIssuingPlaceCode: 'CHN',
  identType: 'CREDENTIALS_ID',
  identNo: '310101199001011234',
  lastName: '张',
  firstName: '三',
  email: 'manager@demo.kj',
  phoneAreaCode: '86',
  phone: '13800000000',
};
