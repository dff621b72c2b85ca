import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGrowingList } from './use-growing-list';

const numbers = (length: number, from = 0) => Array.from({ length }, (_, index) => from + index);

describe('useGrowingList', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the first items at once, then a step more in each later task, up to the whole list', async () => {
    vi.useFakeTimers();
    const list = numbers(20);
    const { result } = renderHook(() => useGrowingList(list, 8));
    expect(result.current).toEqual(numbers(8));

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toEqual(numbers(16));
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(list);
    // Nothing left to add: no timer is waiting.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the first items when the list changes', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ list }) => useGrowingList(list, 4, 10), {
      initialProps: { list: numbers(12) },
    });
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toHaveLength(12);

    const next = numbers(12, 100);
    rerender({ list: next });
    expect(result.current).toEqual(numbers(4, 100));
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(next);
  });

  it('gives a short list as it is', () => {
    const list = numbers(3);
    const { result } = renderHook(() => useGrowingList(list, 8));
    expect(result.current).toBe(list);
  });
});
