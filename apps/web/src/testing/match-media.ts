/**
 * jsdom has no window.matchMedia; react-hot-toast and the providers ask it
 * about prefers-reduced-motion. Tests answer "no preference" and narrow-screen
 * queries never match unless a test stubs a width.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
