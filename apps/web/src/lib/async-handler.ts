/**
 * React calls an event handler and drops what it returns, so an async handler
 * would lose its rejection. `asyncHandler` turns one into a plain handler that
 * still reports a failure: the handlers catch what they expect (a server
 * error becomes a message on the form), and anything else is a bug to log,
 * not a silent no-op.
 */
export function asyncHandler<Args extends unknown[]>(
  handler: (...args: Args) => Promise<unknown>,
): (...args: Args) => void {
  return (...args) => {
    handler(...args).catch((error: unknown) => {
      console.error(error);
    });
  };
}
