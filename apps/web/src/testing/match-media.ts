/**
 * jsdom has no window.matchMedia; react-hot-toast and the providers ask it
 * about prefers-reduced-motion. Tests answer "no preference" and narrow-screen
 * queries never match unless a test stubs a width with stubMatchMedia.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (typeof window !== 'undefined' && !window.matchMedia) stubMatchMedia();
