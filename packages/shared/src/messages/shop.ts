/**
 * The shop's API and data (issue 16; spec §2 Shop checkout and payment result,
 * §3 Payment session, §7). The spec's strings are kept exactly as written.
 * What the shop's screens say beyond these is in shop-screens.ts (catalogue
 * and cart) and checkout-screens.ts (checkout, result, orders, Pagos); the
 * staff screens', in staff.ts.
 */
export const shopMessages = {
  /** Spec §2, verbatim. */
  checkout: {
    loading: 'Cargando el formulario de pago...',
  },
  /** Spec §2, verbatim: the payment result page. */
  result: {
    missingSession: 'No se pudo encontrar la sesión de pago.',
    problem: 'Hubo un problema al verificar el pago. Por favor, contáctanos.',
    verifying: 'Verificando el estado de tu pago...',
  },
  categories: {
    accesorios: 'Accesorios',
    alimentacion: 'Alimentación',
    merchandising: 'Merchandising',
    donaciones: 'Donaciones',
  },
  productStates: {
    borrador: 'Borrador',
    publicado: 'Publicado',
    archivado: 'Archivado',
  },
  orderStates: {
    pendiente_pago: 'Pendiente de pago',
    pago_pendiente: 'Pago en curso',
    pagado: 'Pagado',
    preparando: 'Preparando',
    enviado: 'Enviado',
    entregado: 'Entregado',
    caducado: 'Caducado',
    cancelado: 'Cancelado',
    reembolsado: 'Reembolsado',
    reembolsado_parcial: 'Reembolsado en parte',
  },
  simulatedOutcomes: {
    pagado: 'Pago aceptado',
    rechazado: 'Tarjeta rechazada',
    pendiente: 'Pendiente y después pagado',
    caducado: 'Sesión caducada',
  },
  vatIncluded: 'IVA incluido',
  freeShipping: 'Envío gratuito',
  errors: {
    productNotFound: 'Producto no encontrado',
    productUnavailable: (name: string) => `«${name}» ya no está a la venta.`,
    outOfStock: (name: string, available: number) =>
      available === 0
        ? `No quedan unidades de «${name}».`
        : available === 1
          ? `Solo queda 1 unidad de «${name}».`
          : `Solo quedan ${available} unidades de «${name}».`,
    quantityTooHigh: (max: number) => `Puedes añadir como máximo ${max} unidades de un producto.`,
    tooManyLines: (max: number) => `El carrito admite como máximo ${max} productos distintos.`,
    cartEmpty: 'Tu carrito está vacío.',
    donationNeedsShelter: 'Elige el refugio que recibirá tu donación.',
    shelterNotFound: 'Ese refugio no existe o no está verificado.',
    shelterOnlyForDonations: 'Solo las donaciones llevan un refugio.',
    sessionNotFound: 'No se pudo encontrar la sesión de pago.',
    sessionClosed: 'Esta sesión de pago ya no admite cambios.',
    providerUnavailable:
      'No se pudo conectar con la pasarela de pago. Inténtalo de nuevo en unos minutos.',
    tooManySessions:
      'Has abierto demasiados pagos en poco tiempo. Espera un poco antes de intentarlo de nuevo.',
    orderNotFound: 'Pedido no encontrado',
    webhookSignature: 'Firma del evento no válida.',
    invalidTransition: (from: string, to: string) =>
      `Un pedido en estado «${from}» no puede pasar a «${to}».`,
    refundTooLarge: (available: string) =>
      `El reembolso supera lo que queda por devolver (${available}).`,
    refundNotPaid: 'Solo se puede reembolsar un pedido pagado.',
    withdrawalExpired: 'El plazo de 14 días para desistir de este pedido ha terminado.',
    withdrawalNotDelivered: 'Podrás desistir del pedido cuando lo hayas recibido.',
    withdrawalExists: 'Ya enviaste una solicitud de desistimiento para este pedido.',
    slugTaken: 'Ya existe un producto con esa dirección.',
    priceRange: 'El precio debe estar entre 0,50 € y 2.000,00 €.',
  },
  /** Mails (issue 16 item 4: what Spanish law asks of an order confirmation). */
  mail: {
    confirmationSubject: (code: string) => `Confirmación de tu pedido ${code}`,
    shippedSubject: (code: string) => `Tu pedido ${code} está en camino`,
    deliveredSubject: (code: string) => `Tu pedido ${code} se ha entregado`,
    refundSubject: (code: string) => `Reembolso de tu pedido ${code}`,
    cancelledSubject: (code: string) => `Tu pedido ${code} se ha cancelado`,
    withdrawalSubject: (code: string) => `Hemos recibido tu desistimiento del pedido ${code}`,
    withdrawalTitle: 'Derecho de desistimiento',
    withdrawalText:
      'Tienes derecho a desistir del presente contrato en un plazo de 14 días naturales sin necesidad de justificación. El plazo de desistimiento expirará a los 14 días naturales del día en que tú o un tercero por ti indicado, distinto del transportista, adquiera la posesión material de los bienes. Para ejercerlo puedes usar el botón «Desistir» de tu pedido en Mi cuenta → Pagos, escribirnos a la dirección de contacto o enviarnos el modelo de formulario que figura a continuación, aunque su uso no es obligatorio. Las donaciones no admiten desistimiento una vez entregadas al refugio.',
    /** Anexo B del Real Decreto Legislativo 1/2007: modelo de formulario de desistimiento. */
    withdrawalFormTitle: 'Modelo de formulario de desistimiento',
    withdrawalForm: [
      '(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato)',
      '— A la atención de {vendedor}:',
      '— Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*)',
      '— Pedido el/recibido el (*)',
      '— Nombre del consumidor o de los consumidores',
      '— Domicilio del consumidor o de los consumidores',
      '— Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
      '— Fecha',
      '(*) Táchese lo que no proceda.',
    ],
  },
} as const;
