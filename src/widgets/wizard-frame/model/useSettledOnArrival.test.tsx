import { describe, expect, it } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import { useSettledOnArrival } from './useSettledOnArrival';

describe('useSettledOnArrival', () => {
  it('waits for the read running when the step opened, then stays settled through later refetches', () => {
    const { result, rerender } = renderHook((query: { isFetching: boolean; isLoading: boolean }) => useSettledOnArrival(query), {
      initialProps: { isFetching: true, isLoading: false },
    });
    // Cached data that is being read again: not yet.
    expect(result.current).toBe(false);
    rerender({ isFetching: false, isLoading: false });
    expect(result.current).toBe(true);
    // The step's own save refetches: the form stays.
    rerender({ isFetching: true, isLoading: false });
    expect(result.current).toBe(true);
  });

  it('is settled at once when the cache is fresh', () => {
    const { result } = renderHook(() => useSettledOnArrival({ isFetching: false, isLoading: false }));
    expect(result.current).toBe(true);
  });
});
