/**
 * Sizes an open conversation to the screen: from where it starts down to the
 * bottom of the viewport, so the log scrolls inside and the composer stays in
 * view, with no page scroll. The viewport's height is the dynamic one (dvh):
 * on phones the browser's toolbar comes and goes. Where what sits above it
 * (the page title, Mi cuenta's menu) leaves too little room, the conversation
 * takes the whole screen under the sticky site header instead, and the page
 * is scrolled to it once, as chat apps on phones do.
 */
import { useCallback, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** The sticky site header (h-16) and a little air under it. */
const HEADER_PX = 72;
/** Below this (px) the conversation would be cramped where it stands: it goes full screen. */
const COMFORTABLE_PX = 416;
/** Air between the conversation and the bottom of the screen. */
const BOTTOM_PX = 16;

export function useFillViewport(ref: RefObject<HTMLElement | null>, ready: boolean) {
  const [top, setTop] = useState<number | null>(null);
  const [fullScreen, setFullScreen] = useState(false);

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // Where it starts on the page (not on the screen), so scrolling does not move it.
    const documentTop = element.getBoundingClientRect().top + window.scrollY;
    const fits = window.innerHeight - documentTop - BOTTOM_PX >= COMFORTABLE_PX;
    setFullScreen(!fits);
    setTop(fits ? documentTop : HEADER_PX);
  }, [ref]);

  useLayoutEffect(() => {
    if (!ready) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ready, measure]);

  // Full screen: bring the whole conversation into view once, under the header.
  useLayoutEffect(() => {
    if (!ready || !fullScreen) return;
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    if (rect.top < HEADER_PX - 1 || rect.bottom > window.innerHeight + 1) {
      // At once: a smooth scroll would leave the composer out of view meanwhile.
      window.scrollTo({ top: rect.top + window.scrollY - HEADER_PX, behavior: 'instant' });
    }
  }, [ready, fullScreen, ref]);

  // Never shorter than 22rem: on a very small screen the page scrolls instead.
  const style: CSSProperties | undefined =
    top === null
      ? undefined
      : {
          height: `max(22rem, calc(100dvh - ${Math.round(top) + (fullScreen ? 8 : BOTTOM_PX)}px))`,
        };
  return style;
}
