import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.useRealTimers());

  it('resumes in a later task: after a timer queued before it, not in the same microtasks', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(['earlier task', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
