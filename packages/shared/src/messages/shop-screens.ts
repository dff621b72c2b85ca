/**
 * What the shop's catalogue and cart screens say (/tienda, /tienda/{id},
 * /carrito and the header's cart button) beyond the contract's own strings,
 * which stay in shop.ts. Prices are never spelt here: they come in already
 * formatted by formatEuros (../money.ts).
 */
const units = (count: number) => (count === 1 ? '1 producto' : `${count} productos`);

export const shopScreensMessages = {
  list: {
    eyebrow: 'Compra con huella',
    title: 'Tienda',
    intro:
      'Accesorios, alimentación y regalos solidarios: todo lo que se recauda va a los refugios y protectoras.',
    freeAdoption:
      'Adoptar es siempre gratis: en la tienda nunca se vende ningún animal. Lo que compras financia a los refugios.',
    shipping: (flat: string, freeFrom: string) => `Envío ${flat}; gratis desde ${freeFrom}`,
    categories: 'Categorías',
    allCategories: 'Todo',
    results: 'Productos',
    count: (total: number) => units(total),
    loading: 'Cargando productos…',
    loadError: 'No se pudieron cargar los productos.',
    empty: 'Todavía no hay productos en la tienda.',
    emptyHint: 'Vuelve pronto: estamos preparando el catálogo.',
    emptyCategory: 'No hay productos en esta categoría.',
    emptyCategoryHint: 'Prueba con otra categoría o mira todo el catálogo.',
    clear: 'Ver todos los productos',
    donateTitle: '¿Prefieres ayudar directamente?',
    donateText: 'Haz una donación al refugio que elijas: llega íntegra y no tiene gastos de envío.',
    donateAction: 'Donar a un refugio',
  },
  card: {
    lastUnits: (count: number) => (count === 1 ? 'Última unidad' : `Últimas ${count} unidades`),
    soldOut: 'Agotado',
    donation: 'Donación',
    /** Stock at or below this shows "Últimas N unidades". */
    lowStockFrom: 5,
  },
  product: {
    loading: 'Cargando el producto…',
    loadError: 'No se pudo cargar el producto.',
    notFoundHint: 'Puede que se haya retirado de la tienda o que la dirección no sea correcta.',
    backToShop: 'Volver a la tienda',
    quantity: 'Cantidad',
    decrease: 'Quitar una unidad',
    increase: 'Añadir una unidad',
    inStock: 'Disponible',
    addToCart: 'Añadir al carrito',
    adding: 'Añadiendo…',
    added: (name: string, quantity: number) =>
      quantity === 1
        ? `«${name}» añadido al carrito.`
        : `${quantity} × «${name}» añadidos al carrito.`,
    viewCart: 'Ver carrito',
    shelter: 'Refugio que recibe la donación',
    chooseShelter: 'Elige el refugio…',
    sheltersLoading: 'Cargando refugios…',
    sheltersError: 'No se pudieron cargar los refugios.',
    noShelters: 'Ahora mismo no hay refugios que puedan recibir donaciones.',
    shippingTitle: 'Gastos de envío',
    shipping: (flat: string, freeFrom: string) =>
      `Envío a España: ${flat}. Gratis en pedidos de productos desde ${freeFrom}.`,
    donationShipping: 'Las donaciones no tienen gastos de envío: llegan íntegras al refugio.',
    noVat: 'Donación no sujeta a IVA',
    maxReached: (max: number) => `Puedes añadir como máximo ${max} unidades.`,
    addError: 'No se pudo añadir al carrito.',
    description: 'Descripción',
  },
  cart: {
    title: 'Tu carrito',
    loading: 'Cargando el carrito…',
    loadError: 'No se pudo cargar el carrito.',
    empty: 'Tu carrito está vacío.',
    emptyHint: 'Echa un vistazo a la tienda: cada compra ayuda a un refugio.',
    toShop: 'Ir a la tienda',
    continueShopping: 'Seguir comprando',
    lines: 'Productos en el carrito',
    shelter: (name: string) => `Para ${name}`,
    unitPrice: 'Precio por unidad',
    lineTotal: 'Importe',
    quantityOf: (name: string) => `Cantidad de «${name}»`,
    decreaseOf: (name: string) => `Quitar una unidad de «${name}»`,
    increaseOf: (name: string) => `Añadir una unidad de «${name}»`,
    remove: 'Eliminar',
    removeOf: (name: string) => `Eliminar «${name}» del carrito`,
    removed: (name: string) => `«${name}» se ha quitado del carrito.`,
    undo: 'Deshacer',
    summary: 'Resumen del pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    noShipping: 'Sin envío',
    toFreeShipping: (missing: string) => `Te faltan ${missing} para el envío gratuito.`,
    total: 'Total',
    vatAmount: (amount: string) => `IVA incluido: ${amount}`,
    checkout: 'Tramitar pedido',
    fixProblems: 'Revisa los productos marcados antes de tramitar el pedido.',
    updateError: 'No se pudo actualizar el carrito.',
    items: units,
  },
  header: {
    cart: 'Carrito',
    /** The button's name: "Carrito, 3 productos" (no count when empty). */
    label: (count: number) => (count > 0 ? `Carrito, ${units(count)}` : 'Carrito'),
    short: (count: number) => (count > 99 ? '99+' : String(count)),
  },
  merge: {
    merged: 'Hemos añadido a tu cuenta los productos que tenías en el carrito.',
  },
} as const;
