import { beforeEach, describe, expect, it } from '@rstest/core';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { forgetPosition, rememberedPosition, rememberPosition } from './stepMemory';

const WIZARD = { enterpriseId: '20023', flow: 'kyc' };

describe('stepMemory: the step a wizard was on in this tab', () => {
  beforeEach(() => {
    sessionCleared();
    sessionStorage.clear();
    userSignedIn({ loginName: 'demo.kyc.half' });
  });

  it('gives back what was kept, per user, wizard and enterprise', () => {
    expect(rememberedPosition({ ...WIZARD, count: 6 })).toBeNull();
    rememberPosition(WIZARD, { step: 2, reached: 4 });
    expect(rememberedPosition({ ...WIZARD, count: 6 })).toEqual({ step: 2, reached: 4 });
    expect(rememberedPosition({ ...WIZARD, flow: 'drawback', count: 6 })).toBeNull();
    expect(rememberedPosition({ ...WIZARD, enterpriseId: '20024', count: 6 })).toBeNull();
    userSignedIn({ loginName: 'demo.other' });
    expect(rememberedPosition({ ...WIZARD, count: 6 })).toBeNull();
  });

  it('ignores a place the wizard does not have, and forgets on request', () => {
    rememberPosition(WIZARD, { step: 7, reached: 7 });
    expect(rememberedPosition({ ...WIZARD, count: 6 })).toBeNull();
    rememberPosition(WIZARD, { step: 3, reached: 1 });
    // Reached is never behind the step shown.
    expect(rememberedPosition({ ...WIZARD, count: 6 })).toEqual({ step: 3, reached: 3 });
    forgetPosition(WIZARD);
    expect(rememberedPosition({ ...WIZARD, count: 6 })).toBeNull();
  });
});
