/** Mi cuenta (dashboard) shell and account data (spec §2 Dashboard). */
export const accountMessages = {
  title: 'Mi cuenta',
  menu: {
    toggle: 'Menú',
    announcements: 'Anuncios',
    favourites: 'Favoritos',
    chat: 'Chat',
    payments: 'Pagos',
    account: 'Cuenta',
    shelters: 'Refugios',
  },
  userNotFound: 'Usuario no encontrado',
  sheltersLoadError: 'No se pudieron cargar tus refugios. Por favor, inténtalo de nuevo más tarde.',
} as const;
