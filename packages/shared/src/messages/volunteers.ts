/** Volunteers page (spec §2 "Volunteers"): the heading and the six roles are the spec's. */
export const volunteersMessages = {
  hero: {
    eyebrow: 'Voluntariado',
    title: 'Buscamos Talento que Quiera Marcar la Diferencia.',
    text: 'Huella funciona gracias a personas que dedican unas horas a la semana a que más animales encuentren hogar. Trabajamos en remoto, con horarios flexibles y un equipo que cuida de sus voluntarios.',
    cta: 'Envía tu candidatura',
    roles: 'Ver los perfiles',
  },
  perks: {
    title: 'Qué te ofrecemos',
    items: [
      {
        title: 'En remoto y flexible',
        text: 'Tú decides cuántas horas y cuándo. Desde 3 horas a la semana.',
      },
      {
        title: 'Aprendes haciendo',
        text: 'Proyectos reales, acompañamiento y un certificado de voluntariado.',
      },
      {
        title: 'Impacto real',
        text: 'Cada mejora se traduce en animales que salen antes del refugio.',
      },
    ],
  },
  roles: {
    title: 'Perfiles que buscamos',
    text: 'Elige el que mejor encaje contigo. Si tienes otro talento que creas que puede ayudarnos, cuéntanoslo igualmente.',
    tasksLabel: 'Tareas',
    items: [
      {
        id: 'customer-service',
        title: 'Atención al cliente / Administración',
        description:
          'Eres la primera voz de Huella. Ayudas a adoptantes y refugios a resolver sus dudas y mantienes ordenado el día a día de la plataforma.',
        tasks: [
          'Responder consultas de adoptantes y refugios por correo y chat.',
          'Revisar la documentación de los refugios que solicitan darse de alta.',
          'Llevar al día las altas de voluntarios y el archivo administrativo.',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing y Comunicación',
        description:
          'Haces que más gente conozca la adopción responsable. Planificas campañas y cuentas historias que consiguen que los animales encuentren familia.',
        tasks: [
          'Diseñar campañas de adopción y sensibilización junto a los refugios.',
          'Preparar la newsletter mensual y medir sus resultados.',
          'Coordinar la relación con medios, empresas colaboradoras y eventos.',
        ],
      },
      {
        id: 'community-manager',
        title: 'Community Manager',
        description:
          'Das vida a nuestras redes sociales y cuidas de una comunidad que no para de crecer, siempre con un tono cercano y respetuoso.',
        tasks: [
          'Publicar a diario en Instagram y Facebook los animales que buscan hogar.',
          'Responder comentarios y mensajes, y moderar la conversación.',
          'Detectar tendencias y proponer contenidos que generen comunidad.',
        ],
      },
      {
        id: 'copywriter',
        title: 'Copywriter',
        description:
          'Conviertes fichas en historias. Escribes con claridad y emoción para que cada animal y cada consejo lleguen a quien tienen que llegar.',
        tasks: [
          'Escribir y revisar artículos del blog sobre adopción y cuidados.',
          'Ayudar a los refugios a mejorar las descripciones de sus animales.',
          'Redactar los textos de la web, los correos y las campañas.',
        ],
      },
      {
        id: 'wordpress-developer',
        title: 'Desarrollador Web (WordPress)',
        description:
          'Muchos refugios tienen su propia web en WordPress y no siempre pueden mantenerla. Les ayudas a tenerla rápida, segura y conectada con Huella.',
        tasks: [
          'Mantener y actualizar las webs en WordPress de los refugios colaboradores.',
          'Crear plantillas y bloques accesibles para publicar animales en adopción.',
          'Integrar formularios y enlaces con los anuncios publicados en Huella.',
        ],
      },
      {
        id: 'programmer',
        title: 'Programador',
        description:
          'Construyes la plataforma con nosotros: TypeScript, React, Node.js y PostgreSQL, con código revisado, pruebas y mucho cariño por la accesibilidad.',
        tasks: [
          'Desarrollar nuevas funcionalidades para adoptantes y refugios.',
          'Escribir pruebas automáticas y revisar el código de otros voluntarios.',
          'Mejorar el rendimiento, la seguridad y la accesibilidad de la web.',
        ],
      },
    ],
  },
  apply: {
    title: '¿Te unes al equipo?',
    text: 'Envíanos tu candidatura a {email} indicando el perfil que te interesa, cuántas horas podrías dedicar y, si quieres, un enlace a tu CV o a tu portfolio. Te responderemos en menos de una semana.',
    cta: 'Escribir a Huella',
    subject: 'Candidatura de voluntariado',
  },
} as const;
