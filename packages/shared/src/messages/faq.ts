/**
 * Frequently asked questions (/faq, PRODUCT.md footer pages). `{email}` in an
 * answer is replaced by the info mailbox as a link; `link` names a page the
 * answer points to (the web app maps each question id to its route).
 */
import { authMessages } from './auth';

export const faqMessages = {
  hero: {
    eyebrow: 'Ayuda',
    title: 'Preguntas frecuentes',
    text: 'Todo lo que necesitas saber para adoptar, publicar un animal o colaborar con Huella. ¿No encuentras tu respuesta? Escríbenos.',
  },
  contact: {
    title: '¿Sigues teniendo dudas?',
    text: 'Nuestro equipo de atención te responde en uno o dos días laborables.',
    cta: 'Contactar con Huella',
  },
  groups: [
    {
      id: 'adopt',
      title: 'Adoptar',
      items: [
        {
          id: 'cost',
          question: '¿Cuánto cuesta adoptar a través de Huella?',
          answer: [
            'Nada. Adoptar a través de Huella es gratis: ni nosotros ni los refugios, protectoras o particulares que publican en Huella pueden pedir dinero por un animal.',
            'Si alguien te pide un pago, una «reserva» o una «donación obligatoria» a cambio de un animal, no sigas adelante y denuncia el anuncio con el botón «Denunciar» de su ficha. Lo revisaremos cuanto antes.',
          ],
        },
        {
          id: 'requirements',
          question: '¿Qué requisitos tengo que cumplir para adoptar?',
          answer: [
            'Ser mayor de edad, tener un documento de identidad (DNI o NIE) y contar con el acuerdo de todas las personas con las que convives. Si vives de alquiler, comprueba que tu contrato permite animales.',
            'Cada refugio puede pedirte una entrevista, una visita a tu casa o algún dato más sobre tu experiencia con animales. No es desconfianza: quieren asegurarse de que la adopción sea para siempre.',
          ],
        },
        {
          id: 'process',
          question: '¿Cómo funciona el proceso de adopción?',
          answer: [
            'Busca en Adopciones, guarda en favoritos a los animales que te interesen y, cuando te decidas, pulsa «Quiero adoptar» en su ficha. Necesitarás una cuenta gratuita.',
            'El refugio recibe tu solicitud, puede escribirte por chat para conoceros mejor y te responde. Verás el estado de tu solicitud en Mi cuenta y te avisaremos por correo de cada cambio. Si todo va bien, acordaréis una visita y firmaréis el contrato de adopción.',
          ],
          link: 'Ver animales en adopción',
        },
        {
          id: 'publisher-kinds',
          question: '¿Qué diferencia hay entre un refugio, una protectora y un particular?',
          answer: [
            'Un refugio es un centro que acoge animales abandonados o perdidos, a menudo municipal o gestionado por una entidad. Una protectora es una asociación sin ánimo de lucro que rescata animales y suele tenerlos en casas de acogida. Un particular es una persona que necesita encontrar un nuevo hogar para su animal.',
            'Todos pasan por nuestra verificación antes de publicar, y en la ficha de cada animal verás quién lo publica.',
          ],
        },
        {
          id: 'law',
          question: '¿Qué dice la Ley 7/2023 sobre el microchip y la esterilización?',
          answer: [
            'La Ley 7/2023, de protección de los derechos y el bienestar de los animales, obliga a identificar con microchip a perros, gatos y hurones, y a esterilizar a los gatos antes de los seis meses de edad, salvo los inscritos como reproductores a nombre de un criador registrado.',
            'Por eso cada anuncio indica si el animal tiene microchip, si está esterilizado y cómo va su vacunación. Al adoptar, el refugio cambiará la titularidad del microchip a tu nombre en el registro de tu comunidad autónoma.',
          ],
        },
        {
          id: 'distance',
          question: '¿Puedo adoptar un animal que está en otra ciudad?',
          answer: [
            'Sí, siempre que el refugio esté de acuerdo. Muchas protectoras organizan el traslado o te piden que vayas a conocer al animal antes. Pregúntaselo por chat cuando envíes tu solicitud.',
          ],
        },
      ],
    },
    {
      id: 'shelters',
      title: 'Refugios y anuncios',
      items: [
        {
          id: 'publish',
          question: '¿Cómo publico un animal en adopción?',
          answer: [
            'Necesitas una cuenta y pertenecer a un refugio, protectora o perfil de particular verificado por Huella. Una vez verificado, entra en Mi cuenta › Anuncios › Añadir anuncio, completa la ficha (nombre, especie, descripción, microchip, esterilización y vacunas) y sube una foto.',
            'Los anuncios caducan a los 90 días para que la información esté siempre al día. Puedes renovarlos con un clic desde Mi cuenta.',
          ],
        },
        {
          id: 'verification',
          question: '¿Cómo se verifica un refugio o una protectora?',
          answer: [
            'Solicita el alta desde tu cuenta con los datos de la entidad (nombre, tipo, dirección y contacto). Nuestro equipo revisa la información, puede pedirte documentación, como la inscripción en el registro de asociaciones, y activa el perfil en pocos días.',
          ],
        },
        {
          id: 'report',
          question: '¿Qué hago si veo un anuncio sospechoso?',
          answer: [
            'Usa el botón «Denunciar» de la ficha del animal y cuéntanos qué ocurre: información incorrecta, contenido inapropiado, un animal ya adoptado u otro motivo. No hace falta tener cuenta. El equipo de Huella revisa cada denuncia.',
          ],
        },
      ],
    },
    {
      id: 'community',
      title: 'Voluntariado y tienda',
      items: [
        {
          id: 'volunteer',
          question: '¿Cómo puedo ser voluntario?',
          answer: [
            'Buscamos personas para atención al cliente, comunicación, redes sociales, redacción y desarrollo web. Consulta los perfiles en la página de voluntariado y envía tu candidatura a {email}.',
          ],
          link: 'Ver los perfiles de voluntariado',
        },
        {
          id: 'shop',
          question: '¿Cómo funciona la tienda?',
          answer: [
            'En la tienda encontrarás productos para la llegada de tu animal: camas, correas, comederos, juguetes y más. Añádelos al carrito y paga con tarjeta de forma segura; nunca guardamos los datos de tu tarjeta.',
            'Recibirás un correo de confirmación y podrás consultar tus pedidos en Mi cuenta › Pagos. Con cada compra ayudas a que Huella siga siendo gratuita.',
          ],
          link: 'Ir a la tienda',
        },
      ],
    },
    {
      id: 'account',
      title: 'Tu cuenta y tus datos',
      items: [
        {
          id: 'privacy',
          question: '¿Qué datos guardáis y para qué?',
          answer: [
            'Solo los necesarios para que puedas usar Huella: los datos de tu cuenta, tus favoritos, tus solicitudes de adopción y tus mensajes con los refugios. Nunca vendemos tus datos ni usamos cookies de publicidad.',
            'Puedes descargar una copia de tus datos o borrar tu cuenta en cualquier momento desde Mi cuenta. Lo explicamos con detalle en nuestra política de privacidad.',
          ],
          link: 'Leer la política de privacidad',
        },
        {
          id: 'password',
          question: 'He olvidado mi contraseña, ¿qué hago?',
          answer: [
            `En la pantalla de inicio de sesión, pulsa «${authMessages.login.forgot}» e indica tu correo. Te enviaremos un enlace para crear una nueva, válido durante una hora y de un solo uso.`,
          ],
        },
        {
          id: 'contact',
          question: '¿Cómo puedo contactar con Huella?',
          answer: [
            'Escríbenos desde el formulario de contacto o directamente a {email}. Respondemos en uno o dos días laborables.',
          ],
          link: 'Ir al formulario de contacto',
        },
      ],
    },
  ],
} as const;
