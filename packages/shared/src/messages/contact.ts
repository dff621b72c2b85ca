/** Contact page (/contacto, PRODUCT.md): the form that is stored and emailed to the info mailbox. */
export const contactMessages = {
  title: 'Contacto',
  intro:
    '¿Tienes dudas sobre una adopción, quieres colaborar o registrar tu refugio? Escríbenos y te responderemos lo antes posible.',
  mailboxIntro: 'También puedes escribirnos directamente a',
  faqIntro: 'Puede que tu pregunta ya tenga respuesta en',
  form: {
    title: 'Envíanos un mensaje',
    allRequired: 'Todos los campos son obligatorios.',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    /** The honeypot's label: only bots that fill every field ever read it. */
    website: 'Sitio web (no rellenar)',
    submit: 'Enviar mensaje',
    counter: (length: number, max: number) => `${length} / ${max} caracteres`,
    sent: 'Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos pronto.',
  },
  validation: {
    messageTooShort: (min: number) => `El mensaje debe tener al menos ${min} caracteres.`,
  },
} as const;
