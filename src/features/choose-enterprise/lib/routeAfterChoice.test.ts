import { describe, expect, it } from '@rstest/core';
import { routeAfterChoice, type RouteDecision, type RouteFacts } from './routeAfterChoice';

const enterprise = (status: string, productType: string, toPage?: string) => ({ id: 'E1', status, productType, toPage });
const base = { menuSize: 3 };

const cases: [string, RouteFacts, RouteDecision][] = [
  ['empty menu → signed out to /login', { ...base, menuSize: 0, enterprise: enterprise('INIT', 'IDD') }, { kind: 'emptyMenu' }],
  ['empty menu beats the return target', { ...base, menuSize: 0, returnTo: '/childDocExchange/pendingTask', enterprise: enterprise('INIT', 'IDD') }, { kind: 'emptyMenu' }],
  ['empty menu beats the single-sign-on landing', { ...base, menuSize: 0, landing: '/home?isReFlag=2', enterprise: enterprise('ENDURANCE', 'IDD') }, { kind: 'emptyMenu' }],
  ['the single-sign-on landing beats status and product', { ...base, landing: '/home?isReFlag=2', returnTo: '/main-productCenter', enterprise: enterprise('INIT', 'IDD') }, { kind: 'navigate', to: '/home?isReFlag=2' }],
  ['the return target (refer) comes first', { ...base, returnTo: '/childDocExchange/pendingTask', redirect: '/main-productCenter', entryProductType: 'E_FINANCE', enterprise: enterprise('INIT', 'MARKET') }, { kind: 'navigate', to: '/childDocExchange/pendingTask' }],
  ['redirect from the server wins', { ...base, redirect: '/main-productCenter', enterprise: enterprise('INIT', 'IDD') }, { kind: 'navigate', to: '/main-productCenter' }],
  ['redirect beats the E_FINANCE entry', { ...base, redirect: 'https://partner.example.com/shop', entryProductType: 'E_FINANCE', enterprise: enterprise('INIT', 'E_FINANCE') }, { kind: 'navigate', to: 'https://partner.example.com/shop' }],
  ['entry product E_FINANCE → /AdvanceCredit', { ...base, entryProductType: 'E_FINANCE', enterprise: enterprise('INIT', 'E_FINANCE') }, { kind: 'navigate', to: '/AdvanceCredit' }],
  ['ENDURANCE asks for the DIGIPO contract first', { ...base, enterprise: enterprise('ENDURANCE', 'DIGIPO') }, { kind: 'lookUpDigipoContract' }],
  ['ENDURANCE with a contract → /contract', { ...base, enterprise: enterprise('ENDURANCE', 'DIGIPO'), digipoContract: { outcome: 'found', mediaId: 'M9', contractType: 'DIGIPO_SERVICE' } }, { kind: 'navigate', to: '/contract?mediaId=M9&contractTypeDz=DIGIPO_SERVICE' }],
  ['ENDURANCE without a contract → toPage', { ...base, enterprise: enterprise('ENDURANCE', 'MARKET', '/child-marketplacePortal/home'), digipoContract: { outcome: 'none' } }, { kind: 'navigate', to: '/child-marketplacePortal/home' }],
  ['ENDURANCE without a contract or toPage → /home', { ...base, enterprise: enterprise('ENDURANCE', 'MARKET'), digipoContract: { outcome: 'none' } }, { kind: 'navigate', to: '/home' }],
  ['ENDURANCE with a failed lookup shows the message', { ...base, enterprise: enterprise('ENDURANCE', 'DIGIPO'), digipoContract: { outcome: 'error', message: 'no contract service' } }, { kind: 'showMessage', message: 'no contract service' }],
  ['INIT + E_FINANCE → efinKyc', { ...base, enterprise: enterprise('INIT', 'E_FINANCE') }, { kind: 'navigate', to: '/childEkycPortal/efinKyc?id=E1&status=INIT' }],
  ['BACK + DIGIPO → efinKyc', { ...base, enterprise: enterprise('BACK', 'DIGIPO') }, { kind: 'navigate', to: '/childEkycPortal/efinKyc?id=E1&status=BACK' }],
  ['SUBMIT + E_FINANCE → efinKyc', { ...base, enterprise: enterprise('SUBMIT', 'E_FINANCE') }, { kind: 'navigate', to: '/childEkycPortal/efinKyc?id=E1&status=SUBMIT' }],
  ['INIT + IDD → /kycFileCN', { ...base, enterprise: enterprise('INIT', 'IDD') }, { kind: 'navigate', to: '/kycFileCN?id=E1&status=INIT' }],
  ['SUBMIT + IDD → /kycFileCN', { ...base, enterprise: enterprise('SUBMIT', 'IDD') }, { kind: 'navigate', to: '/kycFileCN?id=E1&status=SUBMIT' }],
  ['BACK + IDD → /kycFileCN', { ...base, enterprise: enterprise('BACK', 'IDD') }, { kind: 'navigate', to: '/kycFileCN?id=E1&status=BACK' }],
  ['INIT + DIGIPO → efinKyc', { ...base, enterprise: enterprise('INIT', 'DIGIPO') }, { kind: 'navigate', to: '/childEkycPortal/efinKyc?id=E1&status=INIT' }],
  ['ENDURANCE beats the product type (IDD)', { ...base, enterprise: enterprise('ENDURANCE', 'IDD'), digipoContract: { outcome: 'none' } }, { kind: 'navigate', to: '/home' }],
  ['INIT + DEFAULT_PRODUCT → /home', { ...base, enterprise: enterprise('INIT', 'DEFAULT_PRODUCT') }, { kind: 'navigate', to: '/home' }],
  ['SUBMIT + DEFAULT_PRODUCT → /home', { ...base, enterprise: enterprise('SUBMIT', 'DEFAULT_PRODUCT') }, { kind: 'navigate', to: '/home' }],
  ['REJECT + ACCOUNT → /home', { ...base, enterprise: enterprise('REJECT', 'ACCOUNT') }, { kind: 'navigate', to: '/home' }],
  ['INIT + DOC_EXCHANGE is abnormal', { ...base, enterprise: enterprise('INIT', 'DOC_EXCHANGE') }, { kind: 'abnormalStatus' }],
  ['INIT + MARKET is abnormal', { ...base, enterprise: enterprise('INIT', 'MARKET') }, { kind: 'abnormalStatus' }],
  ['REJECT + IDD is abnormal', { ...base, enterprise: enterprise('REJECT', 'IDD') }, { kind: 'abnormalStatus' }],
  ['unknown status is abnormal', { ...base, enterprise: enterprise('???', 'DOC_EXCHANGE') }, { kind: 'abnormalStatus' }],
];

describe('routeAfterChoice (000 §4 "After choosing an enterprise")', () => {
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(routeAfterChoice(facts)).toEqual(expected);
  });
});
