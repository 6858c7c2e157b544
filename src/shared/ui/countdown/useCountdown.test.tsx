import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './index';

describe('useCountdown (000 §4 "Countdowns")', () => {
  beforeEach(() => {
    rstest.useFakeTimers();
  });
  afterEach(() => {
    rstest.useRealTimers();
  });

  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.running).toBe(false);
    expect(result.current.remaining).toBe(0);
  });

  it('counts 60 seconds down once a second, then stops', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    expect(result.current).toMatchObject({ running: true, remaining: 60 });
    act(() => rstest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => rstest.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ running: true, remaining: 1 });
    act(() => rstest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ running: false, remaining: 0 });
    act(() => rstest.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    expect(rstest.getTimerCount()).toBe(0);
  });

  it('counts 59 seconds for the OTP resend', () => {
    const { result } = renderHook(() => useCountdown(59));
    act(() => result.current.start());
    act(() => rstest.advanceTimersByTime(58_000));
    expect(result.current.running).toBe(true);
    act(() => rstest.advanceTimersByTime(1000));
    expect(result.current.running).toBe(false);
  });

  it('restarts from the top when started again', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => rstest.advanceTimersByTime(30_000));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    expect(rstest.getTimerCount()).toBe(1);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    expect(rstest.getTimerCount()).toBe(1);
    unmount();
    expect(rstest.getTimerCount()).toBe(0);
  });
});
