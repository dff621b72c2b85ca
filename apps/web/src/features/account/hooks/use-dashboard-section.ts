/**
 * The dashboard section lives in the URL (?seccion=favoritos) so a reload, a
 * shared link or the back button keeps it. Without one (or with one the user
 * does not have), Mi cuenta opens on what the person uses: the route decides
 * that landing section once it knows who is asking; until then there is none.
 */
import { useSearchParams } from 'react-router';

export const DASHBOARD_SECTIONS = [
  'anuncios',
  'recibidas',
  'favoritos',
  'busquedas',
  'cuestionario',
  'solicitudes',
  'chat',
  'pagos',
  'cuenta',
  'refugios',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** Sections only a member of a shelter has: its received requests and its management. */
export const SHELTER_SECTIONS: readonly DashboardSection[] = ['recibidas', 'refugios'];

export const SECTION_PARAM = 'seccion';

export function sectionHref(section: DashboardSection) {
  return `?${new URLSearchParams({ [SECTION_PARAM]: section })}`;
}

/**
 * The section on screen. `landing` is where the person starts: a section, or
 * null while it is still being worked out (then nothing is chosen yet);
 * without it, the first available section.
 */
export function useDashboardSection(
  available: readonly DashboardSection[],
  landing?: DashboardSection | null,
): DashboardSection | null {
  const [params] = useSearchParams();
  const requested = available.find((section) => section === params.get(SECTION_PARAM));
  if (requested) return requested;
  if (landing === null) return null;
  if (landing && available.includes(landing)) return landing;
  return available[0] ?? 'anuncios';
}
