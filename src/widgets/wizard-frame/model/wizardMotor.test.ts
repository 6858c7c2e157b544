import { describe, expect, it } from '@rstest/core';
import { initialWizardState, wizardMode, wizardReducer, type WizardEvent, type WizardState } from './wizardMotor';

const run = (events: WizardEvent[], from: WizardState = initialWizardState(null)) => events.reduce(wizardReducer, from);
const opened = (step: number, reached = step) => run([{ type: 'opened', position: { step, reached } }]);

describe('the wizard motor (001 §2.1, §2.2)', () => {
  it('waits for its resume step: nothing moves before it opened, and it opens once', () => {
    const waiting = initialWizardState(null);
    expect(waiting).toEqual({ position: null, busy: null, submitted: false });
    expect(run([{ type: 'wentTo', step: 3 }, { type: 'wentBack' }])).toEqual(waiting);
    expect(run([{ type: 'opened', position: { step: 2, reached: 2 } }, { type: 'opened', position: { step: 5, reached: 5 } }]).position).toEqual({ step: 2, reached: 2 });
  });

  it('next and the indicator grow the furthest step reached; previous keeps it and stops at step 1', () => {
    const on3 = run([{ type: 'wentTo', step: 2 }, { type: 'wentTo', step: 3 }], opened(1));
    expect(on3.position).toEqual({ step: 3, reached: 3 });
    const back = run([{ type: 'wentBack' }, { type: 'wentBack' }], on3);
    expect(back.position).toEqual({ step: 1, reached: 3 });
    expect(wizardReducer(back, { type: 'wentBack' })).toBe(back);
    expect(wizardReducer(back, { type: 'wentTo', step: 2 }).position).toEqual({ step: 2, reached: 3 });
  });

  it('one button at a time: a second start while one runs is refused; finished frees it', () => {
    const saving = wizardReducer(opened(1), { type: 'started', busy: 'save' });
    expect(saving.busy).toBe('save');
    expect(wizardReducer(saving, { type: 'started', busy: 'next' })).toBe(saving);
    expect(wizardReducer(saving, { type: 'finished' }).busy).toBeNull();
  });

  it('submitted: read-only at the page’s place, which it can still move (the password step, then success)', () => {
    const done = wizardReducer(opened(4), { type: 'submitted', position: { step: 5, reached: 5 } });
    expect(done).toEqual({ position: { step: 5, reached: 5 }, busy: null, submitted: true });
    expect(wizardReducer(done, { type: 'placed', position: { step: 6, reached: 3 } })).toEqual({ position: { step: 6, reached: 3 }, busy: null, submitted: true });
    expect(initialWizardState({ step: 7, reached: 7 })).toEqual({ position: { step: 7, reached: 7 }, busy: null, submitted: true });
  });

  it('placed puts a returned application back on step 1 with its steps still open', () => {
    expect(wizardReducer(opened(3, 6), { type: 'placed', position: { step: 1, reached: 6 } }).position).toEqual({ step: 1, reached: 6 });
  });
});

describe('wizardMode (001 §2.1, §2.2)', () => {
  it.each([
    ['SUBMIT', 'INIT', 'submitted'],
    [null, 'SUBMIT', 'submitted'],
    [null, 'BACK', 'returned'],
    ['SUBMIT', 'BACK', 'submitted'],
    [null, 'INIT', 'editing'],
    ['INIT', null, 'editing'],
    [null, 'REJECT', 'editing'],
  ] as const)('query %s, enterprise %s → %s', (query, enterprise, mode) => {
    expect(wizardMode(query, enterprise)).toBe(mode);
  });
});
