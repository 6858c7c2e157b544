import { describe, expect, it } from '@rstest/core';
import { EKYC_PORTAL_PREFIX, isShellSubApp, SUB_APP_PREFIXES } from './subApps';

describe('sub-application prefixes (000 §2)', () => {
  it('has every hash prefix that 000 §2 says activates an embedded sub-application', () => {
    const activating = [
      'childEkycPortal',
      'child-iDDPortal',
      'childScbPortal',
      'child-efinancePortal',
      'childDocExchange',
      'childDocCheckPortal',
      'child-marketplacePortal',
      'child-digipoPortal',
      'childiDDUserPortal',
    ];
    expect(activating.filter((prefix) => !(SUB_APP_PREFIXES as readonly string[]).includes(prefix))).toEqual([]);
  });

  it('has each of /home’s sub-application child areas as a shell area, and the e-KYC portal outside the shell', () => {
    const homeAreas = [
      'child-iDDPortal',
      'childUserPt',
      'childiDDUserPortal',
      'childDocExchange',
      'childScbPortal',
      'child-efinancePortal',
      'child-marketplacePortal',
      'child-digipoPortal',
      'childDocCheckPortal',
      'child-accountSettingPortal',
    ];
    expect(SUB_APP_PREFIXES.filter(isShellSubApp).sort()).toEqual([...homeAreas].sort());
    expect(EKYC_PORTAL_PREFIX).toBe('childEkycPortal');
    expect([...SUB_APP_PREFIXES].sort()).toEqual([EKYC_PORTAL_PREFIX, ...homeAreas].sort());
  });
});
