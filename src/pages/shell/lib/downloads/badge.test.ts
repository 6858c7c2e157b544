import { describe, expect, it } from '@rstest/core';
import { readyCount } from './badge';

describe('download badge (001 §2.8)', () => {
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
