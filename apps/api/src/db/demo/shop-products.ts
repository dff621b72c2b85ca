/**
 * The demo shop (issue 16): goods that raise money for the shelters and
 * donations to a shelter of the buyer's choice. Prices in cents, IVA
 * included: pet food and accessories carry the general 21 % in Spain, and
 * so do the shop's own goods; donations are not subject to IVA. Stock varies
 * on purpose: one product has only 2 units left and one is sold out.
 * Never an animal: adopting stays free.
 */
import type { ProductKind, ShopCategory } from '@huella/shared/constants';
import type { ProductPicture } from './shop-pictures';

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  category: ShopCategory;
  kind: ProductKind;
  priceCents: number;
  vatRate: number;
  /** null: no limit (donations). */
  stock: number | null;
  /** Listed newest first: the smaller, the nearer the top. */
  addedDaysAgo: number;
  imageAlt: string;
  picture: ProductPicture;
}

const DONATION_TEXT =
  'El importe íntegro va al refugio que elijas al añadirla al carrito: se destina a ' +
  'veterinario, comida y arena para los animales que esperan familia. No lleva IVA ni gastos ' +
  'de envío. Recibirás el justificante en el correo de confirmación.';

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'calendario-solidario-2027',
    name: 'Calendario solidario 2027',
    description:
      'Doce meses con los animales adoptados a través de Huella, fotografiados en sus nuevas ' +
      'casas. Formato A4 para colgar, papel reciclado. Todo el beneficio va a los refugios.',
    category: 'merchandising',
    kind: 'producto',
    priceCents: 1200,
    vatRate: 21,
    stock: 50,
    addedDaysAgo: 1,
    imageAlt: 'Calendario de pared con una huella en la portada',
    picture: { drawing: 'calendar', background: '#fde68a', main: '#0f766e', accent: '#f97316' },
  },
  {
    slug: 'collar-reflectante-ajustable',
    name: 'Collar reflectante ajustable',
    description:
      'Collar de nailon con banda reflectante para los paseos de noche y hebilla de liberación ' +
      'rápida. Talla ajustable de 30 a 50 cm de cuello. Incluye chapa grabable.',
    category: 'accesorios',
    kind: 'producto',
    priceCents: 1295,
    vatRate: 21,
    stock: 40,
    addedDaysAgo: 3,
    imageAlt: 'Collar naranja con banda reflectante y chapa dorada',
    picture: { drawing: 'collar', background: '#dbeafe', main: '#ea580c', accent: '#f8fafc' },
  },
  {
    slug: 'comedero-de-acero-inoxidable',
    name: 'Comedero de acero inoxidable',
    description:
      'Comedero de acero inoxidable de 750 ml con base de goma antideslizante. Apto para ' +
      'lavavajillas. Quedan las últimas unidades de esta serie.',
    category: 'accesorios',
    kind: 'producto',
    priceCents: 995,
    vatRate: 21,
    stock: 2,
    addedDaysAgo: 5,
    imageAlt: 'Comedero metálico lleno de pienso',
    picture: { drawing: 'bowl', background: '#fce7f3', main: '#92400e', accent: '#b45309' },
  },
  {
    slug: 'premios-naturales-para-perro',
    name: 'Premios naturales para perro (200 g)',
    description:
      'Premios horneados con pollo, boniato y arroz, sin colorantes ni azúcares añadidos. ' +
      'Ideales para el adiestramiento en positivo. Bolsa resellable de 200 g.',
    category: 'alimentacion',
    kind: 'producto',
    priceCents: 595,
    vatRate: 21,
    stock: 60,
    addedDaysAgo: 6,
    imageAlt: 'Bolsa de premios con un hueso dibujado',
    picture: { drawing: 'treats', background: '#dcfce7', main: '#15803d', accent: '#f59e0b' },
  },
  {
    slug: 'camiseta-huella',
    name: 'Camiseta Huella',
    description:
      'Camiseta de corte unisex, talla M, de algodón orgánico con la huella de Huella ' +
      'estampada en el pecho. Lavar del revés a 30 °C.',
    category: 'merchandising',
    kind: 'producto',
    priceCents: 1995,
    vatRate: 21,
    stock: 30,
    addedDaysAgo: 8,
    imageAlt: 'Camiseta verde azulado con una huella blanca',
    picture: { drawing: 'tshirt', background: '#fef3c7', main: '#0f766e', accent: '#ffffff' },
  },
  {
    slug: 'juguete-de-cuerda-de-algodon',
    name: 'Juguete de cuerda de algodón',
    description:
      'Cuerda trenzada de algodón con dos nudos, para tirar y morder. Ayuda a limpiar los ' +
      'dientes. Agotado por ahora: pronto llegarán más.',
    category: 'accesorios',
    kind: 'producto',
    priceCents: 695,
    vatRate: 21,
    stock: 0,
    addedDaysAgo: 10,
    imageAlt: 'Cuerda de colores con nudos en los extremos',
    picture: { drawing: 'rope', background: '#e0e7ff', main: '#ef4444', accent: '#f8fafc' },
  },
  {
    slug: 'taza-huella',
    name: 'Taza Huella',
    description:
      'Taza de cerámica de 350 ml con corazón y huella. Apta para microondas y lavavajillas. ' +
      'Cada taza ayuda a pagar una vacuna.',
    category: 'merchandising',
    kind: 'producto',
    priceCents: 1195,
    vatRate: 21,
    stock: 20,
    addedDaysAgo: 12,
    imageAlt: 'Taza blanca con un corazón naranja y una huella',
    picture: { drawing: 'mug', background: '#ccfbf1', main: '#f8fafc', accent: '#f97316' },
  },
  {
    slug: 'cama-lavable-siesta',
    name: 'Cama lavable «Siesta»',
    description:
      'Cama redonda de 70 cm con funda desenfundable y lavable a 30 °C. Relleno de fibra ' +
      'reciclada. Para perros medianos y gatos.',
    category: 'accesorios',
    kind: 'producto',
    priceCents: 3495,
    vatRate: 21,
    stock: 8,
    addedDaysAgo: 14,
    imageAlt: 'Cama redonda azul con un cojín gris',
    picture: { drawing: 'bed', background: '#fef9c3', main: '#1d4ed8', accent: '#9ca3af' },
  },
  {
    slug: 'pienso-para-gato-adulto-con-pollo',
    name: 'Pienso para gato adulto con pollo (2 kg)',
    description:
      'Pienso completo para gatos adultos esterilizados, con pollo como primer ingrediente. ' +
      'Saco de 2 kg con cierre zip.',
    category: 'alimentacion',
    kind: 'producto',
    priceCents: 1895,
    vatRate: 21,
    stock: 15,
    addedDaysAgo: 16,
    imageAlt: 'Saco de pienso morado con un corazón',
    picture: { drawing: 'food', background: '#ffedd5', main: '#7c3aed', accent: '#f97316' },
  },
  {
    slug: 'correa-de-nailon-trenzado',
    name: 'Correa de nailon trenzado (1,5 m)',
    description:
      'Correa resistente de 1,5 m con asa acolchada y mosquetón giratorio. Costuras ' +
      'reflectantes para los paseos al atardecer.',
    category: 'accesorios',
    kind: 'producto',
    priceCents: 1495,
    vatRate: 21,
    stock: 25,
    addedDaysAgo: 18,
    imageAlt: 'Correa verde enrollada con mosquetón',
    picture: { drawing: 'leash', background: '#fae8ff', main: '#16a34a', accent: '#f8fafc' },
  },
  {
    slug: 'bolsa-de-tela-huella',
    name: 'Bolsa de tela Huella',
    description:
      'Bolsa de algodón grueso de 38 × 42 cm con asas largas. Para la compra, el pienso o lo ' +
      'que haga falta.',
    category: 'merchandising',
    kind: 'producto',
    priceCents: 895,
    vatRate: 21,
    stock: 35,
    addedDaysAgo: 20,
    imageAlt: 'Bolsa de tela crema con una huella naranja',
    picture: { drawing: 'tote', background: '#cffafe', main: '#fef3c7', accent: '#ea580c' },
  },
  {
    slug: 'donacion-a-un-refugio-5',
    name: 'Donación a un refugio (5 €)',
    description: DONATION_TEXT,
    category: 'donaciones',
    kind: 'donacion',
    priceCents: 500,
    vatRate: 0,
    stock: null,
    addedDaysAgo: 30,
    imageAlt: 'Un corazón con una huella',
    picture: {
      drawing: 'donation',
      background: '#ffe4e6',
      main: '#e11d48',
      accent: '#ffffff',
      hearts: 1,
    },
  },
  {
    slug: 'donacion-a-un-refugio-10',
    name: 'Donación a un refugio (10 €)',
    description: DONATION_TEXT,
    category: 'donaciones',
    kind: 'donacion',
    priceCents: 1000,
    vatRate: 0,
    stock: null,
    addedDaysAgo: 31,
    imageAlt: 'Dos corazones con huellas',
    picture: {
      drawing: 'donation',
      background: '#ffedd5',
      main: '#ea580c',
      accent: '#ffffff',
      hearts: 2,
    },
  },
  {
    slug: 'donacion-a-un-refugio-25',
    name: 'Donación a un refugio (25 €)',
    description: DONATION_TEXT,
    category: 'donaciones',
    kind: 'donacion',
    priceCents: 2500,
    vatRate: 0,
    stock: null,
    addedDaysAgo: 32,
    imageAlt: 'Tres corazones con huellas',
    picture: {
      drawing: 'donation',
      background: '#ccfbf1',
      main: '#0f766e',
      accent: '#ffffff',
      hearts: 3,
    },
  },
];
