/**
 * "¿Eres un refugio o protectora?" (issue 17): the call to action on the home
 * and adoption pages, on its own so those pages load only these few words.
 */
export const shelterCtaMessages = {
  title: '¿Eres un refugio o protectora?',
  text: 'Publica tus animales en Huella gratis y encuentra familias responsables. Revisamos cada entidad para que quien adopta confíe en ti.',
  action: 'Registra tu refugio',
} as const;
