import { afterEach, describe, expect, it, vi } from 'vitest';
import { asyncHandler } from './async-handler';

describe('asyncHandler', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes the arguments on and returns nothing', async () => {
    const handler = vi.fn(async (value: number) => value * 2);
    const wrapped = asyncHandler(handler);

    expect(wrapped(21)).toBeUndefined();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(21));
  });

  it('logs a failure the handler did not catch instead of leaving it unhandled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('sin red');

    asyncHandler(async () => {
      throw failure;
    })();

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(failure));
  });
});
