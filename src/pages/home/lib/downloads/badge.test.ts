import { describe, expect, it } from '@rstest/core';
import { badgeText, readyCount } from './badge';

describe('download badge (001 §2.8, §9: maximum 99)', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('counts finished (SUCCESS or PACKED) files not downloaded yet', () => {
    const packages = [
      { status: 'SUCCESS' },
      { status: 'PACKED' },
      { status: 'PENDING' },
      { status: 'FAILED' },
      { status: 'SUCCESS', isDownload: 'YES' },
      { status: JSON.stringify({ dictParam: 'SUCCESS', displayName: '成功' }), isDownload: 'NO' },
      { status: null },
    ];
    expect(readyCount(packages)).toBe(3);
    expect(readyCount([])).toBe(0);
  });
});
