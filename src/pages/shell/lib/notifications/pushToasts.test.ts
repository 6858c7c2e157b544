import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { pushKey, schedulePushToasts, selectPushToasts } from './pushToasts';

const push = (id: string, priority: number | null) => ({ id, priority });

describe('push toasts: at most two priority-1 items (001 §9)', () => {
  it.each([
    [[], []],
    [[push('a', 2), push('b', null)], []],
    [[push('a', 1)], ['a']],
    [[push('a', 2), push('b', 1), push('c', 1), push('d', 1)], ['b', 'c']],
  ])('%o → %o', (pushes, expected) => {
    expect(selectPushToasts(pushes).map((item) => item.id)).toEqual(expected);
  });
});

describe('push toasts: one second apart (001 §9)', () => {
  beforeEach(() => {
    rstest.useFakeTimers();
  });
  afterEach(() => {
    rstest.useRealTimers();
  });

  it('shows the first at once and the second a second later', () => {
    const shown: string[] = [];
    schedulePushToasts(['first', 'second'], (item) => shown.push(item));
    rstest.advanceTimersByTime(0);
    expect(shown).toEqual(['first']);
    rstest.advanceTimersByTime(999);
    expect(shown).toEqual(['first']);
    rstest.advanceTimersByTime(1);
    expect(shown).toEqual(['first', 'second']);
  });

  it('shows nothing more once cancelled', () => {
    const shown: string[] = [];
    const cancel = schedulePushToasts(['first', 'second'], (item) => shown.push(item));
    rstest.advanceTimersByTime(0);
    cancel();
    rstest.advanceTimersByTime(5000);
    expect(shown).toEqual(['first']);
  });
});

describe('push toasts: what a push is known by (shown once per session)', () => {
  it('its id, whatever its text', () => {
    expect(pushKey({ id: '2001510000', title: 'A', titleCn: null, createTime: null })).toBe(pushKey({ id: '2001510000', title: 'B', titleCn: 'B', createTime: '2026-11-20 18:00:00' }));
    expect(pushKey({ id: '2001510000', title: 'A', titleCn: null, createTime: null })).not.toBe(pushKey({ id: '2002010000', title: 'A', titleCn: null, createTime: null }));
  });

  it('without an id, its time and titles', () => {
    const at = { id: null, title: 'Notice', titleCn: '通知', createTime: '2026-11-20 18:00:00' };
    expect(pushKey(at)).toBe(pushKey({ ...at }));
    expect(pushKey(at)).not.toBe(pushKey({ ...at, createTime: '2026-11-20 16:00:00' }));
  });
});
