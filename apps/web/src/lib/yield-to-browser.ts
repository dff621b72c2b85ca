/**
 * Ends the current task and resumes in a new one, so the browser can paint and
 * handle input in between: `scheduler.yield()` where the browser has it (the
 * rest of the work keeps its place ahead of other tasks), a zero timeout
 * elsewhere.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
