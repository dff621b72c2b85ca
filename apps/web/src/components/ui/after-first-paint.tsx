/**
 * Renders its children in a second pass, after the first one is on screen:
 * React does that pass as deferred work, in short tasks it interrupts for
 * input, and the browser lays the result out on its own. For what a page's
 * first view does not show (the footer, a home page's later sections), so
 * that a phone's first render and layout do only what people see first
 * (issue 18). Once shown, the children stay.
 */
import { useDeferredValue, type ReactNode } from 'react';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
