/** Login, registration, session, password reset (spec §2, §5, §8). */
export const authMessages = {
  login: {
    title: 'Inicia sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta?',
    toRegister: 'Regístrate',
    authError: 'Error de autenticación',
    badCredentials: 'Correo o contraseña incorrectos.',
  },
  register: {
    title: '¡Únete a nuestra comunidad!',
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    terms: 'Acepto los términos y condiciones y la política de privacidad',
    termsPrefix: 'Acepto los',
    termsLink: 'términos y condiciones y la política de privacidad',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes cuenta?',
    toLogin: 'Inicia sesión',
    error: 'Ocurrió un error durante el registro',
    errorToast: 'Error en el registro',
    success: '¡Registro completado!',
    redirecting: 'Te llevamos al inicio de sesión…',
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    /** Over the per-address limit (a shared connection, or someone automating it). */
    tooMany:
      'Se han creado muchas cuentas desde esta conexión en poco tiempo. Espera un rato y vuelve a intentarlo. Si estáis registrando a muchas personas a la vez, escríbenos desde Contacto.',
  },
  validation: {
    required: 'Este campo es obligatorio',
    invalidEmail: 'Correo inválido',
    passwordMin: 'Debe tener al menos 8 caracteres',
    passwordMax: 'No puede tener más de 15 caracteres',
    passwordPattern: 'Debe incluir al menos una mayúscula, una minúscula y un número',
    passwordsDontMatch: 'Las contraseñas no coinciden',
    acceptTerms: 'Debes aceptar los términos',
  },
  password: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
  /** The side panel of the login, register and password reset cards. */
  brand: {
    tagline: 'Adopta, no compres.',
    text: 'Refugios, protectoras y particulares de toda España buscan un hogar para sus animales. Adoptar en Huella siempre es gratis.',
    points: ['Guarda a tus favoritos', 'Habla con los refugios', 'Publica anuncios de adopción'],
  },
  logout: {
    label: 'Cerrar sesión',
    confirmTitle: 'Cerrar sesión',
    confirmMessage: '¿Seguro que quieres cerrar sesión?',
    done: '¡Hasta pronto!',
  },
  session: {
    refreshInvalid: 'La sesión ha caducado. Inicia sesión de nuevo.',
    tokenReused:
      'Se detectó la reutilización de una sesión. Por seguridad, inicia sesión de nuevo.',
  },
  reset: {
    requestTitle: 'Recupera tu contraseña',
    requestIntro:
      'Escribe el correo con el que te registraste y te enviaremos un enlace para crear una contraseña nueva.',
    requestSubmit: 'Enviar enlace',
    requestSent:
      'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.',
    confirmTitle: 'Crea una contraseña nueva',
    newPassword: 'Contraseña nueva',
    confirmSubmit: 'Guardar contraseña',
    done: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    invalidToken: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
    missingToken: 'Falta el enlace de recuperación. Solicita uno nuevo.',
    backToLogin: 'Volver a iniciar sesión',
    requestNew: 'Solicitar un enlace nuevo',
    mailSubject: 'Restablece tu contraseña de Huella',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    current: 'Contraseña actual',
    next: 'Contraseña nueva',
    wrongCurrent: 'La contraseña actual no es correcta.',
    done: 'Tu contraseña se ha cambiado. Hemos cerrado tus otras sesiones.',
  },
} as const;
