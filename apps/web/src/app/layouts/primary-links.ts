/** The six top links of spec §2 Navigation, shared by the desktop bar and the mobile menu. */
import { siteMessages } from '@huella/shared/messages/site';

export interface PrimaryLink {
  to: string;
  label: string;
  /** Active only on the exact path (home), not below it. */
  end?: boolean;
}

const nav = siteMessages.nav;

export const PRIMARY_LINKS: readonly PrimaryLink[] = [
  { to: '/', label: nav.home, end: true },
  { to: '/adopciones', label: nav.adoptions },
  { to: '/voluntarios', label: nav.volunteers },
  { to: '/blog', label: nav.blog },
  { to: '/servicios', label: nav.services },
  { to: '/tienda', label: nav.shop },
];
