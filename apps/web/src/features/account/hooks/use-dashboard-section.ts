/**
 * The dashboard section lives in the URL (?seccion=favoritos) so a reload, a
 * shared link or the back button keeps it. Unknown or unavailable values fall
 * back to the first section.
 */
import { useSearchParams } from 'react-router';

export const DASHBOARD_SECTIONS = [
  'anuncios',
  'favoritos',
  'solicitudes',
  'chat',
  'pagos',
  'cuenta',
  'refugios',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const SECTION_PARAM = 'seccion';

export function sectionHref(section: DashboardSection) {
  return `?${new URLSearchParams({ [SECTION_PARAM]: section })}`;
}

export function useDashboardSection(available: readonly DashboardSection[]) {
  const [params] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const current = available.find((section) => section === requested) ?? available[0] ?? 'anuncios';
  return current;
}
