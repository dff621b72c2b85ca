import type { Locator } from '@playwright/test';

/** Every public page the accessibility checks and the screenshots visit. */
export interface PublicPage {
  name: string;
  path: string;
  /** Text that proves the page (not a loading state) rendered: the h1. */
  heading?: string | RegExp;
}

export const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', path: '/' },
  { name: 'adopciones', path: '/adopciones' },
  // Filters applied in the Spanish address (the extra ones open) and a search that finds nothing.
  {
    name: 'adopciones-filtros',
    path: '/adopciones?ciudad=valencia&categoria=gato&sexo=hembra&bien_con=ninos',
  },
  // A parameter the catalogue does not understand: its notice.
  { name: 'adopciones-aviso', path: '/adopciones?categoria=dragon&especie=gato' },
  { name: 'adopciones-sin-resultados', path: '/adopciones?q=unicornio' },
  { name: 'tienda', path: '/tienda' },
  { name: 'blog', path: '/blog' },
  { name: 'voluntarios', path: '/voluntarios' },
  { name: 'servicios', path: '/servicios' },
  { name: 'faq', path: '/faq' },
  { name: 'quienes-somos', path: '/quienes-somos' },
  { name: 'legal', path: '/legal' },
  { name: 'contacto', path: '/contacto' },
  { name: 'refugios', path: '/refugios', heading: 'Refugios y protectoras' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'recuperar-contrasena', path: '/recuperar-contrasena' },
  { name: 'recuperar-contrasena-nueva', path: '/recuperar-contrasena/nueva?token=x' },
  { name: 'newsletter-confirmar', path: '/newsletter/confirmar?token=x' },
  { name: 'newsletter-baja', path: '/newsletter/baja?token=x' },
  { name: 'entrenamiento', path: '/entrenamiento' },
  { name: 'no-encontrada', path: '/esta-pagina-no-existe' },
];

/** The dashboard sections, by the label of their menu entry (spec §2 Dashboard). */
export const DASHBOARD_SECTIONS = [
  'Anuncios',
  'Solicitudes recibidas',
  'Mis solicitudes',
  'Favoritos',
  'Búsquedas guardadas',
  'Compatibilidad',
  'Chat',
  'Pagos',
  'Cuenta',
  'Refugios',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/** A dashboard menu entry by its label; Chat's name may go on with its unread count. */
export const dashboardEntry = (menu: Locator, section: string) =>
  menu.getByRole('link', { name: new RegExp(`^${section}(\\W.*)?$`) });
