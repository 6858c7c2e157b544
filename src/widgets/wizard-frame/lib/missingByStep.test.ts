import { describe, expect, it } from '@rstest/core';
import { missingByStep } from './missingByStep';

describe('missingByStep: the list before submit (001 §2.1)', () => {
  it('groups by step in step order and ignores steps outside the wizard', () => {
    expect(
      missingByStep(
        [
          { step: 3, label: 'Legal person' },
          { step: 1, label: 'Name' },
          { step: 1, label: 'Code' },
          { step: 9, label: 'x' },
          { step: 0, label: 'y' },
        ],
        7,
      ),
    ).toEqual([
      { step: 1, labels: ['Name', 'Code'] },
      { step: 3, labels: ['Legal person'] },
    ]);
  });
});
