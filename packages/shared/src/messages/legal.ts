/**
 * Legal page (/legal): aviso legal (LSSI-CE), privacidad (RGPD/LOPDGDD) and
 * cookies, as PRODUCT.md asks. Tokens in braces are replaced by links in the
 * web app: `{email}` the info mailbox, `{aepd}` the Spanish data protection
 * authority, `{account}` the user's account page.
 */
export interface LegalBlock {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs shown after the list. */
  after?: readonly string[];
  /** The table of what Huella keeps in the browser (legalMessages.storageTable) follows. */
  storageTable?: boolean;
  /** The holder's details from the configuration (legalMessages.holder) follow. */
  holderDetails?: boolean;
}

export interface LegalSection {
  id: 'aviso-legal' | 'privacidad' | 'cookies';
  title: string;
  intro: string;
  blocks: readonly LegalBlock[];
}

const legalNotice: LegalSection = {
  id: 'aviso-legal',
  title: 'Aviso legal',
  intro:
    'En cumplimiento de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de quién está detrás de Huella y de las condiciones de uso de esta web.',
  blocks: [
    {
      title: 'Titular',
      paragraphs: [
        'El titular de esta web es Huella, plataforma de adopción de animales. Estos son sus datos, como pide el artículo 10 de la LSSI-CE. Puedes contactar con nosotros en {email} o mediante el formulario de contacto de la web.',
      ],
      holderDetails: true,
    },
    {
      title: 'Objeto',
      paragraphs: [
        'Huella es una plataforma gratuita que pone en contacto a refugios, protectoras y particulares que dan animales en adopción con personas que desean adoptarlos. También ofrece un blog, información sobre voluntariado y una tienda de productos para animales.',
        'Huella no es propietaria de los animales publicados ni parte del contrato de adopción, que se formaliza directamente entre quien adopta y quien publica el anuncio.',
      ],
    },
    {
      title: 'Condiciones de uso',
      paragraphs: [
        'Al usar Huella te comprometes a hacerlo de buena fe y conforme a la ley. En particular:',
      ],
      list: [
        'Los datos que facilitas al registrarte y en tus anuncios o solicitudes son veraces y están actualizados.',
        'No puedes pedir ni ofrecer dinero por un animal: en Huella adoptar es siempre gratuito.',
        'Solo pueden publicar animales los refugios, protectoras y particulares verificados, y sus anuncios deben cumplir la Ley 7/2023 de bienestar animal.',
        'No está permitido publicar contenidos falsos, ofensivos, discriminatorios o que vulneren derechos de terceros.',
        'Eres responsable de custodiar tu contraseña y de la actividad que se realice con tu cuenta.',
      ],
      after: [
        'Podemos retirar contenidos o suspender cuentas que incumplan estas condiciones, en especial tras revisar las denuncias que recibimos.',
      ],
    },
    {
      title: 'Propiedad intelectual e industrial',
      paragraphs: [
        'El diseño, el código, los textos, las ilustraciones y la marca Huella están protegidos por la normativa de propiedad intelectual e industrial. No se permite su reproducción o uso comercial sin autorización.',
        'Las fotografías y descripciones de los animales pertenecen a quienes las publican, que nos autorizan a mostrarlas en la plataforma para facilitar su adopción.',
      ],
    },
    {
      title: 'Responsabilidad',
      paragraphs: [
        'Verificamos a quienes publican y revisamos las denuncias, pero no podemos garantizar la exactitud de toda la información de los anuncios, que es responsabilidad de quien los publica. Tampoco respondemos de los acuerdos entre adoptantes y refugios ni del contenido de las webs externas enlazadas.',
        'Trabajamos para que el servicio esté siempre disponible y sea seguro, aunque pueden producirse interrupciones por mantenimiento o causas ajenas a nosotros.',
      ],
    },
    {
      title: 'Legislación aplicable y jurisdicción',
      paragraphs: [
        'Estas condiciones se rigen por la legislación española. Para cualquier controversia serán competentes los juzgados y tribunales que correspondan conforme a la ley y, si eres consumidor, los de tu domicilio.',
      ],
    },
  ],
};

const privacy: LegalSection = {
  id: 'privacidad',
  title: 'Política de privacidad',
  intro:
    'Tratamos tus datos conforme al Reglamento General de Protección de Datos (RGPD, Reglamento UE 2016/679) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD). Solo pedimos lo necesario, nunca vendemos tus datos y puedes llevártelos o borrarlos cuando quieras.',
  blocks: [
    {
      title: 'Responsable del tratamiento',
      paragraphs: [
        'Huella es la responsable de tus datos. Para cualquier cuestión sobre privacidad escríbenos a {email}.',
      ],
      holderDetails: true,
    },
    {
      title: 'Qué datos guardamos',
      paragraphs: ['Según cómo uses Huella, tratamos estos datos:'],
      list: [
        'Cuenta: nombre, apellidos, correo electrónico y contraseña (guardada solo como un resumen cifrado, nunca en claro). De forma opcional, teléfono, dirección, código postal, ciudad, país, web, redes sociales y foto de perfil.',
        'Actividad en la plataforma: tus animales favoritos y, si perteneces a un refugio, los anuncios que publicas y los datos del refugio.',
        'Solicitudes de adopción: lo que nos cuentas sobre tu hogar, tu experiencia y otros animales con los que convives, y el estado de cada solicitud.',
        'Mensajes: las conversaciones del chat con los refugios, los comentarios que publicas en el blog y las denuncias de anuncios.',
        'Comentarios del blog: el nombre con el que firmas, tu correo electrónico (nunca se muestra a nadie: solo lo ve el equipo de moderación, para reconocer a quien ya ha comentado y frenar el spam), la web que indiques (opcional, se muestra enlazada junto a tu nombre), el texto y la fecha. Si comentas con la sesión iniciada, guardamos también a qué cuenta pertenece el comentario y se muestra tu foto de perfil. Cada comentario tiene un estado de moderación (pendiente, aprobado, spam o papelera) y, si se retuvo, el motivo; el equipo de Huella anota quién lo moderó y cuándo.',
        'Newsletter: tu nombre y tu correo, solo después de que confirmes la suscripción desde el enlace que te enviamos (doble confirmación).',
        'Formulario de contacto: nombre, correo, asunto y mensaje.',
        'Denuncias de anuncios: el motivo, el mensaje y, si no has iniciado sesión y quieres saber el resultado, el correo que nos dejes (opcional). Nunca decimos al refugio quién denunció.',
        'Registro de refugios: los datos de la entidad que nos envías para verificarla (nombre, tipo, CIF o NIF, número de registro de entidades de protección animal, dirección, teléfono, correo, web y redes), los mensajes que intercambias con el equipo de Huella y cada decisión con su motivo.',
        'Actuaciones del equipo de Huella: cada acción del equipo sobre refugios, cuentas, anuncios, denuncias, artículos y pedidos queda anotada con quién la hizo, cuándo, qué cambió y por qué.',
        'Tienda: los datos de tus pedidos y de envío. El pago lo procesa nuestro proveedor de pagos; nunca vemos ni guardamos el número de tu tarjeta.',
        'Datos técnicos: la dirección IP y la fecha de las peticiones, durante un tiempo limitado, para proteger el servicio frente a abusos.',
      ],
    },
    {
      title: 'Para qué los usamos y con qué base legal',
      paragraphs: [],
      list: [
        'Prestarte el servicio (cuenta, favoritos, anuncios, solicitudes, chat y pedidos): ejecución del contrato que aceptas al registrarte (art. 6.1.b RGPD).',
        'Enviarte la newsletter: tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento desde el enlace de baja de cada correo.',
        'Responder a tus mensajes de contacto, moderar contenidos, revisar denuncias y proteger la plataforma frente a abusos: nuestro interés legítimo (art. 6.1.f RGPD).',
        'Conservar las facturas de la tienda: el cumplimiento de obligaciones legales fiscales y mercantiles (art. 6.1.c RGPD).',
      ],
      after: [
        'No tomamos decisiones automatizadas con efectos jurídicos sobre ti ni elaboramos perfiles publicitarios.',
      ],
    },
    {
      title: 'Cuánto tiempo los conservamos',
      paragraphs: [],
      list: [
        'Los datos de tu cuenta, favoritos, solicitudes y mensajes, mientras mantengas la cuenta. Al borrarla se eliminan o se anonimizan, salvo lo que debamos conservar por ley.',
        'Los comentarios del blog, mientras exista el artículo en el que los publicaste o hasta que nos pidas borrarlos. Si borras tu cuenta, tus comentarios se anonimizan: pasan a firmarse como «Usuario eliminado», sin correo, sin web y sin relación con ninguna cuenta, y solo se conserva el texto para que las respuestas sigan teniendo sentido. Los comentarios marcados como spam o enviados a la papelera solo los ve el equipo de moderación.',
        'Los datos de la newsletter, hasta que te des de baja.',
        'Los mensajes del formulario de contacto, el tiempo necesario para atenderte y, como máximo, un año.',
        'Los datos de los pedidos, durante los plazos que marcan las leyes fiscales y mercantiles (hasta seis años).',
        'El registro de actuaciones del equipo de Huella y las decisiones sobre denuncias y registros de refugios, mientras puedan reclamarse (hasta seis años): no se modifica ni se borra.',
        'Los registros técnicos de seguridad, unas pocas semanas.',
      ],
    },
    {
      title: 'A quién los comunicamos',
      paragraphs: [
        'Cuando envías una solicitud de adopción o escribes por chat, el refugio, la protectora o el particular al que te diriges recibe tus datos de contacto y lo que le cuentas, para poder valorar la adopción. No compartimos tus datos con nadie más salvo obligación legal.',
        'Contamos con proveedores que nos ayudan a prestar el servicio (alojamiento, envío de correo y, en la tienda, el proveedor de pagos), con los que firmamos los contratos de encargo del tratamiento que exige el RGPD. Si alguno trata datos fuera del Espacio Económico Europeo, lo hace con las garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.',
      ],
    },
    {
      title: 'Tus derechos',
      paragraphs: [
        'Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, y retirar los consentimientos que nos hayas dado.',
        'Desde {account}, en la sección Cuenta, puedes corregir tus datos y, en el apartado «Tus datos», descargar una copia de ellos en un archivo JSON y borrar tu cuenta. Para cualquier otra petición escribe a {email}; te responderemos en el plazo máximo de un mes.',
        'La copia incluye los datos de tu cuenta, los refugios a los que perteneces y tu rol en cada uno, tu suscripción a la newsletter, los mensajes que nos has enviado por el formulario de contacto (con tu cuenta o con tu correo), tus animales favoritos, las denuncias de anuncios que enviaste con la sesión iniciada, tus comentarios del blog (con la sesión iniciada o con tu correo confirmado) y su estado, y cuántas sesiones tienes abiertas. Nunca incluye tu contraseña.',
        'Para borrar tu cuenta te pedimos de nuevo tu contraseña. En ese momento eliminamos tu perfil, tus sesiones abiertas, tus enlaces de recuperación de contraseña, tu pertenencia a refugios, tu suscripción a la newsletter y los mensajes del formulario de contacto enviados con tu cuenta o con tu correo, anonimizamos tus comentarios del blog, y te enviamos un último correo para confirmarlo. Los refugios a los que pertenecías siguen existiendo para el resto de sus miembros, y puedes volver a registrarte con el mismo correo cuando quieras.',
        'Si consideras que no hemos atendido bien tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos ({aepd}).',
      ],
    },
    {
      title: 'Menores de edad',
      paragraphs: [
        'Para registrarte en Huella debes tener al menos 14 años, y para adoptar un animal, ser mayor de edad.',
      ],
    },
  ],
};

const cookies: LegalSection = {
  id: 'cookies',
  title: 'Política de cookies',
  intro:
    'Huella solo usa almacenamiento técnico, imprescindible para que la web funcione. No usamos cookies de analítica ni de publicidad, ni cargamos contenidos de terceros que te rastreen. Si algún día quisiéramos usarlas, te pediríamos antes tu consentimiento.',
  blocks: [
    {
      title: 'Qué guardamos en tu navegador',
      paragraphs: [
        'Para mantener tu sesión iniciada no usamos cookies: guardamos tres valores en el almacenamiento local (localStorage) de tu navegador, que solo se envían a Huella cuando la propia web los usa:',
      ],
      storageTable: true,
    },
    {
      title: 'Cómo eliminarlos',
      paragraphs: [
        'Al cerrar sesión se borran los tres valores. También puedes eliminarlos desde la configuración de tu navegador, en el apartado de datos de sitios o almacenamiento; en ese caso tendrás que volver a iniciar sesión.',
        'Si pagas en la tienda con tarjeta, nuestro proveedor de pagos puede usar sus propias cookies técnicas para prevenir el fraude, únicamente durante el pago.',
      ],
    },
  ],
};

export const legalMessages = {
  title: 'Aviso legal y privacidad',
  intro:
    'Aquí explicamos con claridad quiénes somos, cómo puedes usar Huella, qué hacemos con tus datos y qué guardamos en tu navegador.',
  updated: 'Última actualización: 22 de noviembre de 2026',
  toc: 'Contenido de esta página',
  backToTop: 'Volver al índice',
  links: {
    account: 'Mi cuenta',
    aepd: 'www.aepd.es',
  },
  sections: [legalNotice, privacy, cookies] as const,
  /** The holder's details (LSSI-CE art. 10), served by GET /api/site/legal/. */
  holder: {
    holder: 'Titular',
    nif: 'NIF',
    address: 'Domicilio social',
    email: 'Correo electrónico',
    registry: 'Datos registrales',
    loading: 'Cargando los datos del titular…',
    loadError: 'No hemos podido cargar los datos del titular.',
  },
  /**
   * The line under every form that collects personal data
   * (components/ui/privacy-notice.tsx): "Tratamos tus datos para {purpose}.
   * Más información en nuestra política de privacidad".
   */
  privacy: {
    lead: 'Tratamos tus datos para',
    more: 'Más información en nuestra',
    link: 'política de privacidad',
    href: '/legal#privacidad',
    purposes: {
      register:
        'crear y gestionar tu cuenta y enviarte los correos que necesita, como el de confirmación',
      contact: 'responder a tu mensaje',
      newsletter:
        'enviarte la newsletter, solo si confirmas la suscripción desde el correo que te mandaremos',
      passwordReset: 'enviarte el enlace para restablecer tu contraseña',
      /** For the adoption request form (another lane places it). */
      adoptionRequest:
        'hacer llegar tu solicitud al refugio, que la valorará, y avisarte de cómo avanza',
      /** For Mi cuenta → Cuenta, the profile form (another lane places it). */
      profile: 'mantener al día tu cuenta y lo que muestras a los refugios con los que hablas',
      /** For the shelter edit panel (another lane places it). */
      shelter:
        'publicar la ficha del refugio y que quienes quieren adoptar puedan contactar con él',
      /** For /registrar-refugio (issue 17). */
      shelterApplication:
        'comprobar que la entidad existe y puede dar animales en adopción, hablar contigo sobre la solicitud y, si la aprobamos, crear la ficha del refugio',
    },
  },
  storageTable: {
    caption: 'Datos que Huella guarda en el almacenamiento local de tu navegador',
    key: 'Clave',
    purpose: 'Para qué sirve',
    duration: 'Cuánto dura',
    rows: [
      {
        key: 'accessToken',
        purpose: 'Token de acceso que demuestra que has iniciado sesión.',
        duration: 'Hasta que cierras sesión; caduca a los 15 minutos y se renueva solo.',
      },
      {
        key: 'refreshToken',
        purpose: 'Token que permite renovar el acceso sin volver a escribir tu contraseña.',
        duration: 'Hasta que cierras sesión; caduca a los 7 días.',
      },
      {
        key: 'userEmail',
        purpose: 'Tu correo, para cargar tu cuenta y tus favoritos.',
        duration: 'Hasta que cierras sesión.',
      },
    ],
  },
} as const;
