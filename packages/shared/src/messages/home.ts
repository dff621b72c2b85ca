/**
 * Home page (spec §1): hero, quick search, the newest animals, editorial
 * figures, services, why Huella, discover more, testimonials.
 */
export const homeMessages = {
  hero: {
    eyebrow: 'Adopción responsable en toda España',
    title: 'Adopta un amigo y cambia dos vidas',
    text: 'En Huella reunimos a refugios, protectoras y particulares para que encuentres a tu compañero ideal. Adoptar es gratis y te acompañamos en cada paso.',
    adopt: 'Adopta',
    volunteer: 'Hazte voluntario',
    illustration: 'Un perro y un gato felices rodeados de corazones',
  },
  /** Near the top: city and species, straight to the filtered catalogue. */
  quickSearch: {
    label: 'Búsqueda rápida',
    title: 'Encuentra a tu compañero',
    city: 'Ciudad',
    anyCity: 'Todas las ciudades',
    species: 'Especie',
    anySpecies: 'Todas las especies',
    submit: 'Buscar',
  },
  /** The latest animals put on the list. */
  recent: {
    title: 'Recién llegados',
    text: 'Los últimos animales que buscan familia.',
    seeAll: 'Ver todos',
    seeAllLabel: 'Ver todos los animales en adopción',
  },
  stats: {
    label: 'Huella en cifras',
    adoptedPets: 'mascotas adoptadas',
    dailyUsers: 'usuarios diarios',
  },
  services: {
    eyebrow: 'Servicios',
    title: 'Todo lo que necesitas para tu nuevo compañero',
    text: 'Adoptar es solo el principio. Te ayudamos a preparar su llegada y, muy pronto, a cuidarle cada día.',
    seeAll: 'Ver todos los servicios',
  },
  why: {
    eyebrow: 'Nuestra forma de hacer',
    title: '¿Por qué elegir Huella?',
    text: 'Creemos que cada adopción debe ser segura, sencilla y para siempre.',
    reasons: [
      {
        title: 'Refugios verificados',
        text: 'Solo publican refugios, protectoras y particulares que hemos revisado. Cualquiera puede denunciar un anuncio sospechoso.',
      },
      {
        title: 'Adopción gratuita',
        text: 'En Huella nunca se pide dinero por un animal. Adoptar no es comprar: es dar un hogar.',
      },
      {
        title: 'Acompañamiento',
        text: 'Hablas con el refugio por chat, sigues tu solicitud paso a paso y recibes avisos por correo.',
      },
      {
        title: 'Comunidad',
        text: 'Miles de personas, voluntarios y refugios que comparten consejos, historias y muchas ganas de ayudar.',
      },
    ],
  },
  discover: {
    eyebrow: 'Hay más formas de ayudar',
    title: 'Descubre más',
    items: [
      {
        title: 'Blog',
        text: 'Consejos sobre adopción responsable, salud y convivencia escritos por quienes más saben.',
        cta: 'Leer el blog',
      },
      {
        title: 'Voluntariado',
        text: 'Comparte tu talento: comunicación, atención, diseño o programación al servicio de los animales.',
        cta: 'Quiero ayudar',
      },
      {
        title: 'Tienda solidaria',
        text: 'Productos pensados para su llegada a casa. Cada compra ayuda a que Huella siga siendo gratuita.',
        cta: 'Ver la tienda',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Historias con final feliz',
    title: 'Lo que dicen nuestras familias',
    items: [
      {
        quote:
          'Llevábamos meses mirando anuncios sin saber en quién confiar. En Huella todo fue claro desde el principio y el refugio nos acompañó incluso después de la adopción. Hoy Lola duerme a los pies de la cama.',
        name: 'Marta y Javier',
        detail: 'Adoptaron a Lola, una galga de 4 años, en Madrid',
      },
      {
        quote:
          'Pensaba que nadie querría a un gato mayor. Publicamos a Bigotes un martes y el sábado ya tenía familia. La solicitud de adopción nos ahorró muchísimas llamadas.',
        name: 'Protectora Patitas Felices',
        detail: 'Protectora de Valencia',
      },
      {
        quote:
          'Me encantó poder hablar con la protectora antes de decidirme. Nos contaron cómo era Coco de verdad, con sus manías, y acertamos de lleno.',
        name: 'Lucía',
        detail: 'Adoptó a Coco, un mestizo de 2 años, en Sevilla',
      },
    ],
  },
} as const;
