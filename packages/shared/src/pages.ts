/**
 * The web app's pages, one table for both sides: the web router
 * (apps/web/src/app/router.tsx) uses these paths, and the API server derives
 * from them what it needs to serve a page (apps/api/src/modules/site): which
 * code to preload (`module`, a file of apps/web/src/routes/), which pages go
 * in the sitemap, which have the bare layout (no site header frame), which
 * are private (robots.txt). apps/web/src/app/pages.test.tsx fails when a page
 * here has no route in the router, or a route no page here.
 */

export interface PageDefinition {
  /** The React Router pattern, absolute: `:name` is one path segment. */
  path: string;
  /** The screen's module in apps/web/src/routes/ (without `.tsx`); none for a redirect. */
  module?: string;
  /** `bare`: no site header or footer (the sign-in pages). */
  layout: 'main' | 'bare';
  /** `private`: needs a session; `guest`: only without one. */
  access: 'public' | 'guest' | 'private';
  /** Listed in sitemap.xml. */
  sitemap?: boolean;
  /** One visitor's own page open without a session (a cart, a payment, an order): kept out of crawlers' way. */
  personal?: boolean;
}

const main = (path: string, module: string | undefined, extra: Partial<PageDefinition> = {}) =>
  ({ path, module, layout: 'main', access: 'public', ...extra }) satisfies PageDefinition;
const guest = (path: string, module: string) =>
  ({ path, module, layout: 'bare', access: 'guest' }) satisfies PageDefinition;
const UNDER_CONSTRUCTION = 'under-construction';

export const PAGES = {
  login: guest('/login', 'login'),
  register: guest('/register', 'register'),
  passwordResetRequest: guest('/recuperar-contrasena', 'password-reset-request'),
  passwordResetConfirm: guest('/recuperar-contrasena/nueva', 'password-reset-confirm'),

  home: main('/', 'home', { sitemap: true }),
  adoptions: main('/adopciones', 'adoptions', { sitemap: true }),
  animal: main('/adopciones/animal/:id', 'animal-detail'),
  adoptionRequest: main('/adopciones/animal/:id/solicitar', 'adoption-request-new', {
    access: 'private',
  }),
  /** The shop (issue 16): products, a cart, checkout and orders. */
  shop: main('/tienda', 'shop', { sitemap: true }),
  shopProduct: main('/tienda/:id', 'shop-product'),
  cart: main('/carrito', 'shop-cart', { personal: true }),
  services: main('/servicios', 'services', { sitemap: true }),
  volunteers: main('/voluntarios', 'volunteers', { sitemap: true }),
  blog: main('/blog', 'blog', { sitemap: true }),
  blogPost: main('/blog/:id', 'blog-post'),
  checkout: main('/checkout', 'checkout', { personal: true }),
  /** The payment result page (spec §2; PRODUCT.md: /return is it). */
  checkoutReturn: main('/return', 'checkout-return', { personal: true }),
  /** One order: its owner, or anyone with the confirmation mail's `clave`. */
  order: main('/pedidos/:id', 'order', { personal: true }),
  contact: main('/contacto', 'contact', { sitemap: true }),
  shelters: main('/refugios', 'shelters', { sitemap: true }),
  shelter: main('/refugios/:id', 'shelter'),
  faq: main('/faq', 'faq', { sitemap: true }),
  about: main('/quienes-somos', 'about', { sitemap: true }),
  legal: main('/legal', 'legal', { sitemap: true }),
  newsletterConfirm: main('/newsletter/confirmar', 'newsletter-confirm'),
  emailConfirm: main('/confirmar-correo', 'email-confirm'),
  newsletterUnsubscribe: main('/newsletter/baja', 'newsletter-unsubscribe'),
  savedSearchUnsubscribe: main('/busquedas/baja', 'saved-search-unsubscribe'),
  invitation: main('/invitaciones', 'invitation'),
  training: main('/entrenamiento', UNDER_CONSTRUCTION),
  care: main('/cuidado', UNDER_CONSTRUCTION),
  groomers: main('/peluquerias', UNDER_CONSTRUCTION),
  accessories: main('/accesorios', UNDER_CONSTRUCTION),
  /** The old name of the dashboard: a redirect. */
  myAccount: main('/mi-cuenta', undefined),
  dashboard: main('/dashboard', 'dashboard', { access: 'private' }),
  newAnnouncement: main('/dashboard/adoption_announcement', 'adoption-announcement', {
    access: 'private',
  }),
  editAnnouncement: main('/dashboard/adoption_announcement/:id', 'adoption-announcement-edit', {
    access: 'private',
  }),
  /** The staff area (issue 15): is_staff only; the screens say so to anyone else. */
  staff: main('/staff', 'staff', { access: 'private' }),
  staffBlog: main('/staff/blog', 'staff-blog', { access: 'private' }),
  staffBlogNew: main('/staff/blog/nuevo', 'staff-blog-editor', { access: 'private' }),
  staffBlogEdit: main('/staff/blog/:id', 'staff-blog-editor', { access: 'private' }),
  staffComments: main('/staff/comentarios', 'staff-comments', { access: 'private' }),
  staffProducts: main('/staff/productos', 'staff-products', { access: 'private' }),
  staffProductNew: main('/staff/productos/nuevo', 'staff-product-editor', { access: 'private' }),
  staffProductEdit: main('/staff/productos/:id', 'staff-product-editor', { access: 'private' }),
  staffOrders: main('/staff/pedidos', 'staff-orders', { access: 'private' }),
  staffOrder: main('/staff/pedidos/:id', 'staff-order', { access: 'private' }),
  /** Registering a shelter, and its moderation (issue 17). */
  shelterApplication: main('/registrar-refugio', 'shelter-application', { access: 'private' }),
  staffApplications: main('/staff/solicitudes', 'staff-applications', { access: 'private' }),
  staffApplication: main('/staff/solicitudes/:id', 'staff-application', { access: 'private' }),
  staffShelters: main('/staff/refugios', 'staff-shelters', { access: 'private' }),
  staffShelter: main('/staff/refugios/:id', 'staff-shelter', { access: 'private' }),
  staffReports: main('/staff/denuncias', 'staff-reports', { access: 'private' }),
  staffReport: main('/staff/denuncias/:id', 'staff-report', { access: 'private' }),
  staffUsers: main('/staff/usuarios', 'staff-users', { access: 'private' }),
  staffUser: main('/staff/usuarios/:id', 'staff-user', { access: 'private' }),
  staffAudit: main('/staff/auditoria', 'staff-audit', { access: 'private' }),
  /** The mail queue (decision record 0019). */
  staffMail: main('/staff/correo', 'staff-mail', { access: 'private' }),
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGES;

/** Every page, in table order. */
export const PAGE_LIST: readonly PageDefinition[] = Object.values(PAGES);

/** A RegExp for the page's path: parameters match one segment, a trailing slash is optional. */
export function pagePattern(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^/${segments.join('/')}/?$`);
}
