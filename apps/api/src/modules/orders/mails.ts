/**
 * The shop's mails (issue 16 item 4): the order confirmation with what Spanish
 * law asks of it (LGDCU arts. 97–98: seller's identity, items and prices with
 * IVA, shipping, total, payment method, the right of withdrawal with the model
 * form), and short notes when an order ships, arrives, is cancelled or
 * refunded, and when a withdrawal is received. Every amount through formatEuros.
 */
import { formatEuros } from '@huella/shared/money';
import { shopMessages } from '@huella/shared/messages/shop';
import type { ShippingAddress } from '@huella/shared/schemas/shop';
import type { LegalConfig } from '../../config';
import { renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mail';
import { orderCode, paymentLabel } from './present';
import type { OrderLineRow, OrderRow } from './repository';

const mail = shopMessages.mail;

export interface MailContext {
  publicUrl: string;
  legal: LegalConfig;
  infoMailbox: string;
  /** The guest's link key (null for an account's order: the link needs a session). */
  clave: string | null;
  name: string;
}

const orderUrl = (order: OrderRow, context: MailContext) =>
  `${context.publicUrl}/pedidos/${order.id}${context.clave ? `?clave=${encodeURIComponent(context.clave)}` : ''}`;

const seller = (context: MailContext) =>
  `Vendedor: ${context.legal.holder}, NIF ${context.legal.nif}, ${context.legal.address}. Contacto: ${context.infoMailbox}.`;

function addressText(address: ShippingAddress): string {
  return [
    address.name,
    address.line1,
    address.line2,
    `${address.postal_code} ${address.city}`,
    address.province,
    'España',
  ]
    .filter(Boolean)
    .join(', ');
}

function lineText(line: OrderLineRow): string {
  const what = line.shelterName ? `${line.name} (para ${line.shelterName})` : line.name;
  const vat = line.vatRate > 0 ? `IVA ${line.vatRate} % incluido` : 'sin IVA';
  return `${line.quantity} × ${what}: ${formatEuros(line.unitPriceCents)} la unidad, ${formatEuros(line.unitPriceCents * line.quantity)} (${vat})`;
}

export function confirmationMail(
  order: OrderRow,
  lines: OrderLineRow[],
  context: MailContext,
): MailMessage {
  const code = orderCode(order.id);
  const address = order.shippingAddress as ShippingAddress | null;
  const paragraphs = [
    `Hemos recibido el pago de tu pedido ${code}. Gracias por apoyar a los refugios.`,
    ['Tu pedido:', ...lines.map(lineText)].join('\n'),
    [
      `Subtotal: ${formatEuros(order.subtotalCents)}`,
      `Envío: ${order.shippingCents > 0 ? formatEuros(order.shippingCents) : shopMessages.freeShipping}`,
      `Total: ${formatEuros(order.totalCents)} (${shopMessages.vatIncluded}: ${formatEuros(order.vatCents)})`,
      `Forma de pago: ${paymentLabel(order) ?? 'Tarjeta'}`,
    ].join('\n'),
    ...(address ? [`Dirección de envío: ${addressText(address)}`] : []),
    seller(context),
    `${mail.withdrawalTitle}\n${mail.withdrawalText}`,
    `${mail.withdrawalFormTitle}\n${mail.withdrawalForm
      .map((line) =>
        line.replace(
          '{vendedor}',
          `${context.legal.holder}, ${context.legal.address}, ${context.infoMailbox}`,
        ),
      )
      .join('\n')}`,
  ];
  return renderMail({
    to: order.email!,
    subject: mail.confirmationSubject(code),
    name: context.name,
    paragraphs,
    action: { label: 'Ver tu pedido', url: orderUrl(order, context) },
  });
}

export function noticeMail(
  kind: 'enviado' | 'entregado' | 'cancelado' | 'reembolso' | 'desistimiento',
  order: OrderRow,
  context: MailContext,
  extra: { amountCents?: number } = {},
): MailMessage {
  const code = orderCode(order.id);
  const subjects = {
    enviado: mail.shippedSubject(code),
    entregado: mail.deliveredSubject(code),
    cancelado: mail.cancelledSubject(code),
    reembolso: mail.refundSubject(code),
    desistimiento: mail.withdrawalSubject(code),
  };
  const texts = {
    enviado: [
      `Tu pedido ${code} ya está en camino.`,
      ...(order.tracking ? [`Número de seguimiento: ${order.tracking}`] : []),
    ],
    entregado: [
      `Tu pedido ${code} se ha entregado. Puedes desistir de él en los 14 días naturales siguientes desde tu pedido en Mi cuenta → Pagos.`,
    ],
    cancelado: [
      `Hemos cancelado tu pedido ${code}.`,
      ...(extra.amountCents
        ? [`Te devolvemos ${formatEuros(extra.amountCents)} con la misma forma de pago.`]
        : []),
    ],
    reembolso: [
      `Te hemos reembolsado ${formatEuros(extra.amountCents ?? 0)} del pedido ${code} con la misma forma de pago (${paymentLabel(order) ?? 'tarjeta'}). Puede tardar unos días en aparecer.`,
    ],
    desistimiento: [
      `Hemos recibido tu solicitud de desistimiento del pedido ${code}. Te escribiremos para organizar la devolución; el reembolso se hará con la misma forma de pago en un plazo máximo de 14 días naturales.`,
    ],
  };
  return renderMail({
    to: order.email!,
    subject: subjects[kind],
    name: context.name,
    paragraphs: [...texts[kind], seller(context)],
    action: { label: 'Ver tu pedido', url: orderUrl(order, context) },
  });
}
