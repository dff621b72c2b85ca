/**
 * Scroll animations (spec §9: offset 120, duration 800, delay 300, once). An
 * element given `ref={scrollReveal}` and `data-reveal` fades up the first
 * time its top comes 120 px into the window; the motion is index.css's
 * `[data-reveal]`, and people who ask for less motion see it at once.
 *
 * One IntersectionObserver of the browser watches every such element, so
 * nothing reads the layout on the main thread and no library loads (the
 * AOS library this replaces added 5 KB of script and its stylesheet to the
 * first page, and measured every animated element on the main thread at
 * start and on scroll).
 */
import { SCROLL_ANIMATION } from '@huella/shared/constants';

const REVEALED = 'data-revealed';

let observer: IntersectionObserver | undefined;

function watcher(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        // In view, or already scrolled past (a page opened further down).
        if (!entry.isIntersecting && entry.boundingClientRect.bottom > 0) continue;
        entry.target.setAttribute(REVEALED, '');
        self.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${SCROLL_ANIMATION.offset}px 0px` },
  );
  return observer;
}

/** A ref callback: the element shows, fading up, once it scrolls into view. */
export function scrollReveal(element: HTMLElement | null): (() => void) | undefined {
  if (!element || element.hasAttribute(REVEALED)) return undefined;
  const watching = watcher();
  if (!watching) {
    element.setAttribute(REVEALED, '');
    return undefined;
  }
  watching.observe(element);
  return () => watching.unobserve(element);
}
