/** Newsletter: the footer sign-up block, double opt-in confirmation and unsubscribe (PRODUCT.md). */
export const newsletterMessages = {
  form: {
    title: 'Únete a nuestra newsletter',
    intro:
      'Historias de adopción, consejos de cuidado y animales que buscan hogar, directamente en tu correo.',
    name: 'Nombre',
    email: 'Correo electrónico',
    submit: 'Regístrate',
    sent: 'Te hemos enviado un correo para confirmar tu suscripción.',
    privacy: 'Solo te escribiremos sobre Huella. Puedes darte de baja cuando quieras.',
  },
  confirm: {
    title: 'Confirmación de suscripción',
    loading: 'Confirmando tu suscripción...',
    doneTitle: '¡Suscripción confirmada!',
    doneText: 'Gracias por unirte. Recibirás nuestras novedades en tu correo.',
    errorTitle: 'No hemos podido confirmar tu suscripción',
    missingToken: 'Falta el enlace de confirmación. Abre el enlace del correo que te enviamos.',
  },
  unsubscribe: {
    title: 'Darse de baja de la newsletter',
    question:
      '¿Quieres dejar de recibir nuestra newsletter? Puedes volver a suscribirte cuando quieras.',
    submit: 'Darme de baja',
    doneTitle: 'Te has dado de baja',
    doneText: 'Ya no recibirás más correos de nuestra newsletter.',
    errorTitle: 'No hemos podido darte de baja',
    missingToken:
      'Falta el enlace para darte de baja. Abre el enlace que aparece al final de nuestros correos.',
  },
  invalidToken: 'El enlace no es válido o ha caducado.',
  backHome: 'Volver al inicio',
} as const;
