/** "Quiénes somos" (/quienes-somos, PRODUCT.md footer pages): mission, values, what we do, figures. */
export const aboutMessages = {
  hero: {
    eyebrow: 'Quiénes somos',
    title: 'Cada animal merece un hogar para siempre',
    text: 'Huella nació de una idea sencilla: que adoptar sea más fácil que comprar. Conectamos a refugios, protectoras y particulares con personas que quieren abrir su casa a un animal, sin intermediarios que cobren y sin letra pequeña.',
  },
  mission: {
    title: 'Nuestra misión',
    paragraphs: [
      'En España se abandonan cada año decenas de miles de perros y gatos, y los refugios hacen un trabajo enorme con muy pocos medios. Muchos no tienen tiempo ni herramientas para que sus animales sean vistos por las familias adecuadas.',
      'Huella les da una plataforma gratuita y cuidada para publicar a sus animales, recibir solicitudes de adopción y hablar con los adoptantes. A quien quiere adoptar le ofrecemos un lugar de confianza donde buscar, preguntar y decidir con calma.',
    ],
  },
  values: {
    title: 'Nuestros valores',
    items: [
      {
        title: 'Adoptar nunca es comprar',
        text: 'Adoptar en Huella es gratis y siempre lo será. No permitimos que nadie pida dinero por un animal.',
      },
      {
        title: 'Transparencia',
        text: 'Verificamos a quien publica y mostramos la información importante de cada animal: salud, carácter, microchip y esterilización.',
      },
      {
        title: 'Bienestar animal primero',
        text: 'Seguimos la Ley 7/2023 y las recomendaciones de veterinarios y educadores. Si algo no es bueno para el animal, no lo hacemos.',
      },
      {
        title: 'Accesible para todas las personas',
        text: 'Diseñamos Huella para que cualquiera pueda usarla, desde cualquier dispositivo y con cualquier capacidad.',
      },
    ],
  },
  work: {
    title: 'Qué hacemos',
    items: [
      {
        title: 'Damos visibilidad a los refugios',
        text: 'Fichas completas, buscador por ciudad y especie, y enlaces listos para compartir en redes sociales.',
      },
      {
        title: 'Acompañamos cada adopción',
        text: 'Solicitudes, chat con el refugio y avisos por correo para que nadie se quede sin respuesta.',
      },
      {
        title: 'Cuidamos de la comunidad',
        text: 'Un blog con consejos, una newsletter mensual y voluntarios que ayudan a los refugios con su comunicación y su web.',
      },
    ],
  },
  team: {
    title: 'Quiénes formamos Huella',
    paragraphs: [
      'Somos un equipo pequeño de personas de distintos lugares de España: gente de producto y tecnología, veterinarias, educadores caninos y voluntarios de protectoras. La mayoría hemos adoptado, y sabemos lo que significa.',
      'Trabajamos en remoto, de la mano de los refugios, y tomamos cada decisión pensando primero en los animales.',
    ],
  },
  figures: {
    title: 'Huella en cifras',
    adoptedPets: 'mascotas adoptadas',
    dailyUsers: 'usuarios diarios',
    freeAdoptionValue: '0 €',
    freeAdoption: 'cuesta adoptar',
  },
  join: {
    title: 'Súmate a Huella',
    text: 'Si quieres aportar tu talento o tienes cualquier pregunta, estaremos encantados de conocerte.',
    volunteer: 'Hazte voluntario',
    contact: 'Contacta con nosotros',
  },
} as const;
