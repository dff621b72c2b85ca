/**
 * The account's e-mail address: confirming it, asking for the link again,
 * changing it, and the mails about it (PRODUCT.md, "Law and trust": an address
 * counts as a person's only once they have confirmed it).
 */
const hours = (count: number) => (count === 1 ? '1 hora' : `${count} horas`);

export const accountEmailMessages = {
  registered:
    'Te hemos enviado un correo para confirmar tu dirección. Ya puedes iniciar sesión mientras tanto.',
  confirmPage: {
    title: 'Confirmando tu correo electrónico…',
    doneTitle: '¡Correo electrónico confirmado!',
    done: 'Tu correo electrónico está confirmado.',
    changedTitle: '¡Tu nuevo correo está confirmado!',
    changed:
      'Tu cuenta ya usa tu nuevo correo electrónico. Inicia sesión con él a partir de ahora.',
    errorTitle: 'No hemos podido confirmar tu correo',
    missingToken: 'Falta el enlace de confirmación. Ábrelo tal como te llegó por correo.',
    toAccount: 'Ir a Mi cuenta',
    toLogin: 'Iniciar sesión',
  },
  notice: {
    title: 'Tu correo electrónico está sin confirmar',
    text: (email: string) =>
      `Te enviamos un enlace a ${email} para confirmar que es tuyo. Hasta que lo confirmes no lo usaremos para buscar lo que hiciste sin cuenta (mensajes de contacto, newsletter).`,
    resend: 'Reenviar correo de confirmación',
    resent: 'Te hemos enviado un nuevo correo de confirmación. Revisa tu bandeja de entrada.',
    confirmed: 'Confirmado',
  },
  change: {
    title: 'Cambiar correo electrónico',
    open: 'Cambiar correo',
    current: 'Correo actual',
    newEmail: 'Correo electrónico nuevo',
    password: 'Contraseña actual',
    hint: 'Te enviaremos un enlace al correo nuevo. Hasta que lo abras, tu cuenta seguirá usando el actual.',
    submit: 'Enviar enlace',
    cancel: 'Cancelar',
    requested: (email: string) =>
      `Te hemos enviado un enlace a ${email}. Tu correo cambiará cuando lo abras; hasta entonces sigue siendo el actual.`,
    pending: (email: string) => `Cambio pendiente: esperando la confirmación de ${email}.`,
  },
  errors: {
    invalidToken: 'El enlace de confirmación no es válido o ha caducado.',
    alreadyConfirmed: 'Tu correo electrónico ya está confirmado.',
    notConfirmed:
      'Confirma tu correo electrónico para usarlo en tu cuenta. Puedes pedir otro enlace en Mi cuenta → Cuenta.',
    sameEmail: 'Ese ya es el correo de tu cuenta.',
    wrongPassword: 'La contraseña actual no es correcta.',
    changeNeedsPassword:
      'Para cambiar el correo electrónico usa «Cambiar correo»: te pediremos tu contraseña y confirmarás la dirección nueva.',
  },
  mails: {
    confirm: {
      subject: 'Confirma tu correo electrónico en Huella',
      intro: 'Gracias por unirte a Huella. Confirma que este correo electrónico es tuyo.',
      action: 'Confirmar mi correo',
      expiry: (ttlHours: number) =>
        `El enlace caduca en ${hours(ttlHours)} y solo se puede usar una vez.`,
      ignore: 'Si no has creado tú esta cuenta, ignora este correo: no usaremos tu dirección.',
    },
    confirmChange: {
      subject: 'Confirma tu nuevo correo electrónico en Huella',
      intro:
        'Alguien ha pedido usar este correo electrónico en su cuenta de Huella. Si has sido tú, confírmalo.',
      action: 'Confirmar el correo nuevo',
      ignore: 'Si no has sido tú, ignora este correo: no cambiará nada.',
    },
    changeRequested: {
      subject: 'Se ha pedido cambiar el correo de tu cuenta de Huella',
      intro: (email: string) =>
        `Se ha pedido cambiar el correo electrónico de tu cuenta de Huella a ${email}.`,
      keep: 'Tu cuenta seguirá usando esta dirección hasta que se confirme la nueva desde su buzón.',
      notYou: (mailbox: string) =>
        `Si no has sido tú, cambia tu contraseña cuanto antes y escríbenos a ${mailbox}.`,
    },
    emailChanged: {
      subject: 'El correo de tu cuenta de Huella ha cambiado',
      intro: (email: string) =>
        `El correo electrónico de tu cuenta de Huella ahora es ${email}. Ya no te escribiremos a esta dirección sobre tu cuenta.`,
      notYou: (mailbox: string) => `Si no has sido tú, escríbenos cuanto antes a ${mailbox}.`,
    },
    passwordChanged: {
      subject: 'La contraseña de tu cuenta de Huella ha cambiado',
      intro:
        'La contraseña de tu cuenta de Huella se acaba de cambiar y hemos cerrado tus otras sesiones.',
      notYou: (mailbox: string) =>
        `Si no has sido tú, restablece tu contraseña desde «¿Olvidaste tu contraseña?» y escríbenos a ${mailbox}.`,
    },
    addressInUse: {
      subject: 'Alguien ha intentado usar tu correo en Huella',
      intro:
        'Alguien ha intentado crear una cuenta de Huella, o cambiar el correo de otra cuenta, con esta dirección. Ya tienes una cuenta con ella, así que no hemos cambiado nada.',
      ifYou:
        'Si has sido tú, inicia sesión con tu cuenta; si no recuerdas la contraseña, restablécela desde «¿Olvidaste tu contraseña?».',
      action: 'Iniciar sesión',
      ignore: 'Si no has sido tú, ignora este correo: tu cuenta sigue igual.',
    },
  },
} as const;
