/**
 * The first items of a list at once, then a few more in each following task:
 * every step is a transition of its own (React renders it in short slices and
 * commits it), and the browser lays it out before the next one starts. A page
 * of 30 cards is then drawn and laid out eight at a time instead of in one
 * long task that would hold a phone's input back (issue 18). A new list (the
 * next page, other filters) starts again from the first items.
 */
import { startTransition, useEffect, useState } from 'react';

export function useGrowingList<Item>(
  items: readonly Item[],
  first: number,
  step = first,
): readonly Item[] {
  const [shown, setShown] = useState({ items, count: first });
  if (shown.items !== items) setShown({ items, count: first });
  const count = shown.items === items ? shown.count : first;

  useEffect(() => {
    if (count >= items.length) return;
    // A timer, not the effect itself: the step starts in a new task, after the
    // browser has had the chance to lay out and paint the last one.
    const timer = setTimeout(() =>
      startTransition(() =>
        setShown((current) =>
          current.items === items ? { items, count: current.count + step } : current,
        ),
      ),
    );
    return () => clearTimeout(timer);
  }, [items, count, step]);

  return count >= items.length ? items : items.slice(0, count);
}
