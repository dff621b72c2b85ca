/** Emails the platform sends: password reset, newsletter, contact (PRODUCT.md). */
const hours = (count: number) => (count === 1 ? '1 hora' : `${count} horas`);
const days = (count: number) => (count === 1 ? '1 día' : `${count} días`);

export const mailMessages = {
  layout: {
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    signature: 'El equipo de Huella',
    footer: 'Huella · Plataforma de adopción de animales. Adoptar es siempre gratis.',
    linkFallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
    unsubscribe: '¿No quieres recibir más correos de nuestra newsletter? Date de baja aquí:',
    unsubscribeAction: 'Darme de baja',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Huella',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Huella.',
    action: 'Crear una contraseña nueva',
    expiry: (ttlHours: number) =>
      `El enlace caduca en ${hours(ttlHours)} y solo se puede usar una vez.`,
    ignore: 'Si no has sido tú, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
  newsletterConfirm: {
    subject: 'Confirma tu suscripción a la newsletter de Huella',
    intro:
      'Gracias por querer recibir la newsletter de Huella. Solo falta un paso: confirma tu correo electrónico.',
    action: 'Confirmar suscripción',
    expiry: (ttlDays: number) => `El enlace caduca en ${days(ttlDays)}.`,
    ignore: 'Si no te has suscrito tú, ignora este correo y no volverás a saber de nosotros.',
  },
  newsletterWelcome: {
    subject: '¡Bienvenida a la newsletter de Huella!',
    intro: 'Tu suscripción está confirmada.',
    body: 'Te escribiremos con historias de adopción, consejos de cuidado y animales que buscan hogar.',
    action: 'Ver animales en adopción',
  },
  contactToInfo: {
    subject: (subject: string) => `[Contacto] ${subject}`,
    intro: 'Nuevo mensaje desde el formulario de contacto.',
    from: 'De',
    email: 'Correo',
    subjectLabel: 'Asunto',
    replyHint: 'Responde a este correo para contestar directamente a quien escribió.',
  },
  accountDeleted: {
    subject: 'Hemos eliminado tu cuenta de Huella',
    intro: 'Tal como nos has pedido, hemos eliminado tu cuenta de Huella.',
    removed:
      'Hemos borrado tu perfil, tus sesiones, tu pertenencia a refugios, tu suscripción a la newsletter y los mensajes que nos enviaste por el formulario de contacto. Este es el último correo que te enviamos.',
    comeBack:
      'Gracias por haber formado parte de Huella. Si algún día quieres volver, puedes crear una cuenta nueva con este mismo correo.',
    notYou: (mailbox: string) =>
      `Si no has sido tú quien ha eliminado la cuenta, escríbenos cuanto antes a ${mailbox}.`,
  },
  /** Only the shelter's name comes from a user: nothing else the inviter typed. */
  shelterInvitation: {
    subject: (shelter: string) => `Invitación para unirte a ${shelter} en Huella`,
    intro: (shelter: string, role: string) =>
      `${shelter} te invita a formar parte de su equipo en Huella como ${role}.`,
    howTo:
      'Para aceptarla, abre el enlace e inicia sesión (o crea una cuenta) con esta misma dirección de correo. También puedes rechazarla.',
    action: 'Ver la invitación',
    expiry: (ttlDays: number) => `La invitación caduca en ${days(ttlDays)}.`,
    ignore:
      'Si no esperabas esta invitación, ignora este correo: nadie te añadirá a un refugio sin que aceptes.',
  },
  contactAck: {
    subject: 'Hemos recibido tu mensaje',
    intro:
      'Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos lo antes posible.',
    notYou:
      'Si no nos has escrito tú, alguien ha usado tu dirección en nuestro formulario de contacto: ignora este correo.',
  },
} as const;
