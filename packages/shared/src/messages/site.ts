/** Public site: navigation, breadcrumbs, footer, static pages (spec §1, §2). */
export const siteMessages = {
  nav: {
    home: 'Inicio',
    adoptions: 'Adopciones',
    volunteers: 'Voluntarios',
    blog: 'Blog',
    services: 'Servicios',
    shop: 'Tienda',
    myAccount: 'Mi cuenta',
    profile: 'Iniciar sesión',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    main: 'Navegación principal',
    skipToContent: 'Saltar al contenido',
  },
  breadcrumbs: {
    label: 'Ruta de navegación',
    home: 'Inicio',
    adopciones: 'Adopciones',
    voluntarios: 'Voluntarios',
    blog: 'Blog',
    servicios: 'Servicios',
    tienda: 'Tienda',
    animal: 'Animal',
    dashboard: 'Mi cuenta',
    adoption_announcement: 'Crear anuncio de adopción',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    backHome: 'Volver al inicio',
  },
  underConstruction: {
    title: 'Sección en construcción',
    text: 'Estamos trabajando en esta sección. Vuelve pronto.',
    backHome: 'Volver al inicio',
  },
} as const;
