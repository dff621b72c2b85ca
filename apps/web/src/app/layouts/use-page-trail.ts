/**
 * Where the user is, from the matched routes: the breadcrumb trail and the
 * document title. Routes name their crumb with `handle.crumb` (a key of
 * siteMessages.breadcrumbs); a page without one falls back to its entry in
 * siteMessages.pageTitles, and an unknown page (404) gets no trail at all.
 * An animal's crumb is its name once known (from the list's navigation state
 * or the loaded page), "Animal" until then. A product's page (/tienda/{slug})
 * adds the product's name as the last step once its page has loaded it.
 */
import { useLocation, useMatches } from 'react-router';
import { siteMessages } from '@huella/shared/messages/site';
import type { Crumb } from '../../components/ui/breadcrumbs';
import { useLoadedAnimalName } from '../../features/pets/api/get-animal';
import { useLoadedProductName } from '../../features/shop/api/get-product';
import type { AnimalNavigationState } from '../../features/pets/types';

type CrumbKey = Exclude<keyof typeof siteMessages.breadcrumbs, 'label' | 'home'>;

function crumbKeyOf(handle: unknown): CrumbKey | null {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return null;
  const key = (handle as { crumb: unknown }).crumb;
  return typeof key === 'string' &&
    key in siteMessages.breadcrumbs &&
    key !== 'label' &&
    key !== 'home'
    ? (key as CrumbKey)
    : null;
}

/** `/contacto/` and `/contacto` are the same page. */
const normalise = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export interface PageTrail {
  /** Inicio first; empty on the home page and on pages we cannot name. */
  crumbs: Crumb[];
  /** The page's name for the document title, or null when the page names itself. */
  title: string | null;
  isHome: boolean;
}

/** The name of the animal whose page (or a page below it) is open, when known. */
function useAnimalCrumb(matches: ReturnType<typeof useMatches>): string | null {
  const location = useLocation();
  const animalId = matches.find((match) => crumbKeyOf(match.handle) === 'animal')?.params.id ?? '';
  const loaded = useLoadedAnimalName(animalId);
  if (!animalId) return null;
  const passed = (location.state as Partial<AnimalNavigationState> | null)?.animal;
  const fromList = passed && String(passed.id) === animalId ? passed.name?.trim() : '';
  return loaded ?? (fromList || null);
}

export function usePageTrail(): PageTrail {
  const matches = useMatches();
  const animalName = useAnimalCrumb(matches);
  const deepest = matches[matches.length - 1];
  // --- Shop (issue 16): Inicio › Tienda › <product> ---
  const productKey =
    deepest && /^\/tienda\/[^/]+\/?$/.test(deepest.pathname) ? (deepest.params.id ?? '') : '';
  const productName = useLoadedProductName(productKey);
  const pathname = normalise(deepest?.pathname ?? '/');
  if (pathname === '/') return { crumbs: [], title: null, isHome: true };

  const steps: Crumb[] = [];
  for (const match of matches) {
    const key = crumbKeyOf(match.handle);
    if (!key) continue;
    const label = key === 'animal' && animalName ? animalName : siteMessages.breadcrumbs[key];
    steps.push({ label, to: normalise(match.pathname) });
  }
  if (steps.length === 0) {
    const title = siteMessages.pageTitles[pathname];
    if (title) steps.push({ label: title, to: pathname });
  }
  if (productName) steps.push({ label: productName, to: pathname });
  const last = steps[steps.length - 1];
  if (!last) return { crumbs: [], title: null, isHome: false };
  // On a page below its last named step (a blog article) that step stays a link
  // and nothing claims to be the current page.
  last.current = last.to === pathname;

  return {
    crumbs: [{ label: siteMessages.breadcrumbs.home, to: '/' }, ...steps],
    title: last.label,
    isHome: false,
  };
}
