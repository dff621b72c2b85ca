/**
 * After a search, a filter or a page link, the results' heading (which says
 * how many there are) is scrolled to and takes the focus, once the new
 * results are shown and not before: a screen reader hears the count, and the
 * keyboard carries on from the results. Changes that should leave focus where
 * it is (a select applied live, WCAG 3.2.2) simply do not call `moveToResults`.
 */
import { useEffect, useRef, useState } from 'react';

export function useResultsFocus(resultsShown: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Bumped by each navigation that should move focus; handled once its results are in. */
  const [moveRequest, setMoveRequest] = useState(0);
  const movedFor = useRef(0);
  useEffect(() => {
    if (moveRequest === movedFor.current || !resultsShown) return;
    movedFor.current = moveRequest;
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [moveRequest, resultsShown]);
  const moveToResults = () => setMoveRequest((count) => count + 1);
  return { headingRef, moveToResults };
}
