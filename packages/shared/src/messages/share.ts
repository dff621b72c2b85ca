/** Shared-link previews and search results of an animal's page (server-rendered tags). */
export const shareMessages = {
  siteName: 'Huella',
  animalTitle: (name: string, city: string) =>
    city ? `${name} en adopción en ${city} · Huella` : `${name} en adopción · Huella`,
  animalOgTitle: (name: string) => `${name} en adopción`,
  animalImageAlt: (name: string) => `Foto de ${name}`,
} as const;
