import { describe, expect, it } from '@rstest/core';
import { openingPosition, stepActions, stepAt, stepNumber, stepTitleKey } from './wizardSteps';

describe('the KYC file wizard’s steps (001 §2.2)', () => {
  it('six steps at /kycFileCN, five in the e-KYC portal without the transaction password', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => stepAt('cn', n))).toEqual(['basics', 'manager', 'identity', 'openAccount', 'password', 'success']);
    expect([1, 2, 3, 4, 5].map((n) => stepAt('efin', n))).toEqual(['basics', 'manager', 'identity', 'openAccount', 'success']);
    expect(stepNumber('efin', 'password')).toBe(0);
    expect(stepNumber('cn', 'success')).toBe(6);
  });

  it('step 3 is titled by whom it asks for: the legal person of a mainland company, else the directors (001 §2.2)', () => {
    expect(stepTitleKey('identity', 'TERRITORY')).toBe('steps.identity');
    expect(stepTitleKey('identity', 'OVERSEAS')).toBe('steps.identityDirectors');
    expect(stepTitleKey('basics', 'OVERSEAS')).toBe('steps.basics');
  });

  it.each([
    ['basics', { previous: false, next: true, submit: false }],
    ['manager', { previous: true, next: true, submit: false }],
    ['identity', { previous: true, next: true, submit: false }],
    ['openAccount', { previous: true, next: false, submit: true }],
    ['password', { previous: false, next: false, submit: true }],
    ['success', { previous: false, next: false, submit: false }],
  ] as const)('%s: its buttons', (step, actions) => {
    expect(stepActions(step)).toEqual(actions);
  });

  it('opens submitted on the last step with steps 1-3 open read-only', () => {
    expect(openingPosition('cn', 'submitted', [{ step: 1, label: 'x' }])).toEqual({ step: 6, reached: 3 });
    expect(openingPosition('efin', 'submitted')).toEqual({ step: 5, reached: 3 });
  });

  it.each([
    ['nothing saved: step 1', 'editing', [{ step: 1, label: 'a' }, { step: 3, label: 'b' }], { step: 1, reached: 1 }],
    ['steps 1 and 2 complete: step 3', 'editing', [{ step: 3, label: 'a' }], { step: 3, reached: 3 }],
    ['all complete: the open-account form', 'editing', [], { step: 4, reached: 4 }],
    ['returned, step 3 lacking: step 3, steps 1-4 open', 'returned', [{ step: 3, label: 'a' }], { step: 3, reached: 4 }],
    ['steps outside 1-3 do not count', 'editing', [{ step: 4, label: 'a' }, { step: 0, label: 'b' }], { step: 4, reached: 4 }],
  ] as const)('resumes: %s', (_, mode, missing, position) => {
    expect(openingPosition('cn', mode, missing)).toEqual(position);
  });
});
