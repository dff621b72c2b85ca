/**
 * The main layout (spec §2): skip link, header, breadcrumbs, the page in
 * <main id="contenido">, footer. On every navigation the window scrolls to
 * the top (or back to where it was, on back/forward), the document title
 * names the page and keyboard focus moves to the new content.
 */
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { SITE_NAME } from '@huella/shared/constants';
import { siteMessages } from '@huella/shared/messages/site';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { formatDocumentTitle } from '../../lib/document-title';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePageTrail } from './use-page-trail';

/**
 * Every full page load starts at location key 'default', so by default a fresh
 * load of one page would restore the scroll position saved for another (an
 * emailed link opened in the same tab landing mid-footer). Fresh loads are
 * keyed by their URL instead; in-app entries keep their unique keys.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function MainLayout() {
  const { crumbs, title, isHome } = usePageTrail();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPathname = useRef(pathname);

  // A layout effect runs before the page's own effects, so a page that calls
  // useDocumentTitle (an animal's name, the 404) still has the last word.
  const documentTitle = isHome
    ? siteMessages.homeTitle
    : title
      ? formatDocumentTitle(title)
      : SITE_NAME;
  useLayoutEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // After client-side navigation focus would stay on a link that may be gone
  // (the mobile menu); screen reader users land on the new page instead,
  // unless the page has already put focus somewhere inside it.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#contenido"
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-white focus:shadow-lg"
      >
        {siteMessages.nav.skipToContent}
      </a>
      <SiteHeader />
      {crumbs.length > 0 ? (
        <div className="border-b border-gray-100 bg-surface">
          <Breadcrumbs
            items={crumbs}
            label={siteMessages.breadcrumbs.label}
            className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8"
          />
        </div>
      ) : null}
      <main
        id="contenido"
        ref={mainRef}
        tabIndex={-1}
        className="flex-1 scroll-mt-16 focus:outline-none"
      >
        <Outlet />
      </main>
      {/* Below every page's first view: laid out after the page itself. */}
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
