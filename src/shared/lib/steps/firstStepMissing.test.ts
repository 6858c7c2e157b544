import { describe, expect, it } from '@rstest/core';
import { firstStepMissing } from './firstStepMissing';

describe('firstStepMissing: where a wizard opens (001 §2.1)', () => {
  const item = (step: number) => ({ step });

  it('opens on the first data step that still lacks something, whatever the order of the list', () => {
    expect(firstStepMissing([item(3), item(2), item(3)], 6)).toBe(2);
  });

  it('opens on the submit step once the data steps lack nothing, and ignores what lies at or after it', () => {
    expect(firstStepMissing([], 6)).toBe(6);
    expect(firstStepMissing([item(6), item(7), item(0)], 6)).toBe(6);
  });
});
