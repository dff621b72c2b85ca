import { afterEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[], self: IntersectionObserver) => void;

/** A stand-in for the browser's IntersectionObserver (jsdom has none) that the test drives. */
function fakeObserver() {
  const watched = new Set<Element>();
  let callback: Callback = () => {};
  let options: IntersectionObserverInit | undefined;
  let instance: IntersectionObserver | undefined;
  class FakeIntersectionObserver {
    constructor(cb: Callback, init?: IntersectionObserverInit) {
      callback = cb;
      options = init;
      instance = this as unknown as IntersectionObserver;
    }
    observe(element: Element) {
      watched.add(element);
    }
    unobserve(element: Element) {
      watched.delete(element);
    }
    disconnect() {
      watched.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watched,
    get options() {
      return options;
    },
    report(target: Element, isIntersecting: boolean, bottom = 500) {
      callback(
        [{ target, isIntersecting, boundingClientRect: { bottom } as DOMRectReadOnly }],
        instance!,
      );
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./scroll-reveal');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scrollReveal', () => {
  it('shows an element once its top is 120 px into the window, and stops watching it', async () => {
    const browser = fakeObserver();
    const { scrollReveal } = await freshModule();
    const section = document.createElement('div');
    scrollReveal(section);
    expect(browser.options?.rootMargin).toBe('0px 0px -120px 0px');
    expect(browser.watched.has(section)).toBe(true);

    browser.report(section, false);
    expect(section.hasAttribute('data-revealed')).toBe(false);
    browser.report(section, true);
    expect(section.hasAttribute('data-revealed')).toBe(true);
    expect(browser.watched.has(section)).toBe(false);
  });

  it('shows at once what is already above the window (a page opened further down)', async () => {
    const browser = fakeObserver();
    const { scrollReveal } = await freshModule();
    const section = document.createElement('div');
    scrollReveal(section);
    browser.report(section, false, -40);
    expect(section.hasAttribute('data-revealed')).toBe(true);
  });

  it('stops watching an element that leaves the page before it was seen', async () => {
    const browser = fakeObserver();
    const { scrollReveal } = await freshModule();
    const section = document.createElement('div');
    const cleanup = scrollReveal(section);
    cleanup?.();
    expect(browser.watched.size).toBe(0);
  });

  it('shows everything at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { scrollReveal } = await freshModule();
    const section = document.createElement('div');
    expect(scrollReveal(section)).toBeUndefined();
    expect(section.hasAttribute('data-revealed')).toBe(true);
  });
});
