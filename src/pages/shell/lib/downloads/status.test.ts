import { describe, expect, it } from '@rstest/core';
import { isDownloadable, statusIcon, taskStatus, type DownloadStatus } from './status';

const dict = (dictParam: string) => JSON.stringify({ dictParam, displayName: 'x' });

describe('download task status (001 §3, §4)', () => {
  it.each([
    [{ statusKey: 'SUCCESS', status: dict('PENDING') }, 'SUCCESS'],
    [{ statusKey: null, status: dict('FAILED') }, 'FAILED'],
    [{ status: dict('PACKED') }, 'PACKED'],
    [{ status: 'PENDING' }, 'PENDING'],
    [{ statusKey: 'DONE', status: dict('SUCCESS') }, 'SUCCESS'],
    [{ status: dict('ARCHIVED') }, null],
    [{ status: '{not json' }, null],
    [{ status: '' }, null],
    [{}, null],
  ])('%j → %s', (task, expected) => {
    expect(taskStatus(task)).toBe(expected);
  });

  it.each<[DownloadStatus | null, boolean, 'pending' | 'failed' | 'success']>([
    ['PENDING', false, 'pending'],
    ['FAILED', false, 'failed'],
    ['SUCCESS', true, 'success'],
    ['PACKED', true, 'success'],
    [null, false, 'pending'],
  ])('%s: download enabled %s, icon %s', (status, downloadable, icon) => {
    expect(isDownloadable(status)).toBe(downloadable);
    expect(statusIcon(status)).toBe(icon);
  });
});
