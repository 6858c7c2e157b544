import { describe, expect, it } from '@rstest/core';
import { resumeStep, stepActions, stepsToCheck } from './wizardSteps';

describe('resumeStep: where an application in progress opens (001 §2.1)', () => {
  it.each([
    ['nothing saved: step 1', [{ step: 1, label: 'a' }, { step: 2, label: 'b' }], 1],
    ['steps 1 and 2 complete: step 3', [{ step: 3, label: 'a' }, { step: 5, label: 'b' }], 3],
    ['only the bank missing: step 5', [{ step: 5, label: 'a' }], 5],
    ['all complete: sign and submit', [], 6],
  ])('%s', (_, missing, step) => {
    expect(resumeStep(missing)).toBe(step);
  });
});

describe('stepActions: the buttons of each step (001 §2.1)', () => {
  it.each([
    [1, { previous: false, save: true, next: true, submit: false }],
    [3, { previous: true, save: true, next: true, submit: false }],
    [5, { previous: true, save: true, next: true, submit: false }],
    // Submit is on step 6 from the start (disabled with its reason until a signed file exists).
    [6, { previous: true, save: false, next: false, submit: true }],
    [7, { previous: false, save: false, next: false, submit: false }],
  ])('step %i', (step, actions) => {
    expect(stepActions(step)).toEqual(actions);
  });
});

describe('stepsToCheck: a returned application’s data steps not saved again (001 §2.1)', () => {
  it.each([
    [[], [1, 2, 3, 4, 5]],
    [[1, 3], [2, 4, 5]],
    [[1, 2, 3, 4, 5], []],
    [[5, 6], [1, 2, 3, 4]],
  ])('saved %j → to check %j', (saved, expected) => {
    expect(stepsToCheck(new Set(saved))).toEqual(expected);
  });
});
