/**
 * The services Huella offers (spec §1: adoption and the shop today; care, training,
 * styling and accessories coming soon). Shared by the home page and /servicios.
 */
export const servicesMessages = {
  available: 'Disponible',
  comingSoon: 'Próximamente',
  catalogue: {
    adoption: {
      title: 'Adopción',
      summary:
        'Encuentra a tu compañero entre cientos de animales de refugios, protectoras y particulares.',
      description:
        'Busca por ciudad y especie, guarda tus favoritos y envía tu solicitud al refugio desde la ficha del animal. Adoptar a través de Huella es gratis: nunca pedimos dinero por un animal.',
      cta: 'Ver animales',
    },
    shop: {
      title: 'Tienda',
      summary: 'Todo lo necesario para su llegada a casa: camas, correas, juguetes y comederos.',
      description:
        'Una tienda solidaria con productos seleccionados para los primeros días y para siempre. Pagas de forma segura y recibes la confirmación por correo.',
      cta: 'Ir a la tienda',
    },
    training: {
      title: 'Entrenamiento',
      summary: 'Educadores caninos y felinos que trabajan en positivo para una convivencia feliz.',
      description:
        'Sesiones con profesionales de la educación en positivo para resolver miedos, tirones de correa o problemas de convivencia durante la adaptación.',
      cta: 'Más información',
    },
    care: {
      title: 'Cuidado',
      summary: 'Cuidadores y paseadores de confianza para cuando tú no puedes estar.',
      description:
        'Paseos, visitas a domicilio y cuidado durante las vacaciones con personas verificadas que quieren a los animales tanto como tú.',
      cta: 'Más información',
    },
    styling: {
      title: 'Peluquería',
      summary: 'Baño, corte y cepillado con profesionales que respetan sus tiempos.',
      description:
        'Peluquerías que trabajan sin prisas ni sedantes, pensadas también para animales que vienen de un refugio y todavía se asustan.',
      cta: 'Más información',
    },
    accessories: {
      title: 'Accesorios',
      summary: 'Collares, placas identificativas, transportines y más, a precio justo.',
      description:
        'Un catálogo de accesorios duraderos y seguros, elegidos con refugios y veterinarios para cada etapa de la vida de tu animal.',
      cta: 'Más información',
    },
  },
  page: {
    hero: {
      eyebrow: 'Servicios',
      title: 'Todo lo que tu compañero necesita, en un solo lugar',
      text: 'Empezamos por lo más importante: ayudarte a adoptar y a preparar su llegada. Poco a poco sumamos más servicios para acompañarte durante toda su vida.',
      adopt: 'Empieza a buscar',
      shop: 'Visitar la tienda',
    },
    catalogue: {
      title: 'Nuestros servicios',
      text: 'La adopción y la tienda ya están en marcha. El resto llegará muy pronto, de la mano de profesionales de confianza.',
    },
    steps: {
      title: 'Cómo funciona la adopción',
      text: 'Cuatro pasos, sin costes y con el refugio a tu lado en todo momento.',
      items: [
        {
          title: 'Busca',
          text: 'Filtra por ciudad, especie, edad o tamaño y guarda en favoritos a los animales que te roben el corazón.',
        },
        {
          title: 'Conoce',
          text: 'Lee su ficha, su carácter y su historia, y resuelve tus dudas con el refugio por chat.',
        },
        {
          title: 'Solicita',
          text: 'Pulsa «Quiero adoptar» y cuéntanos cómo es tu hogar. Sigue el estado de tu solicitud desde Mi cuenta.',
        },
        {
          title: 'Adopta',
          text: 'El refugio te propone una visita, firmáis el contrato de adopción y empieza vuestra vida juntos.',
        },
      ],
    },
    cta: {
      title: '¿Listo para conocer a tu próximo mejor amigo?',
      text: 'Cientos de animales esperan una familia. Quizá la tuya sea la que están buscando.',
      adopt: 'Ver animales en adopción',
      faq: 'Leer las preguntas frecuentes',
    },
  },
} as const;
