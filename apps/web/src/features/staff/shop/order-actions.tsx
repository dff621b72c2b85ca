/**
 * What staff can do with an order in its state: "Marcar en preparación",
 * "Marcar como enviado" (with the tracking, in a dialog), "Marcar como
 * entregado", "Cancelar pedido" (confirmed; a paid order is refunded in
 * full) and "Reembolsar" (a dialog: the amount in euros, bounded by what is
 * left, and the reason; one idempotency key per opening, so a double press
 * refunds once). Every refusal is shown in the server's Spanish.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Ban, CheckCheck, PackageCheck, RotateCcw, Truck } from 'lucide-react';
import {
  ORDER_PAID_STATES,
  REFUND_REASON_MAX_LENGTH,
  TRACKING_MAX_LENGTH,
  type OrderStaffState,
  type OrderState,
} from '@huella/shared/constants';
import { formatEuros } from '@huella/shared/money';
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffOrder } from '@huella/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { ActionDialog } from './action-dialog';
import { useOrderState, useRefundOrder } from './api';
import { centsToEurosInput, parseEurosToCents } from './euros';

const text = staffMessages.shop.order;

/** The states staff may move an order to from each state (the API has the last word). */
export const NEXT_STATES: Partial<Record<OrderState, OrderStaffState[]>> = {
  pendiente_pago: ['cancelado'],
  pago_pendiente: ['cancelado'],
  pagado: ['preparando', 'enviado', 'cancelado'],
  preparando: ['enviado', 'cancelado'],
  enviado: ['entregado'],
};

export const refundLeft = (order: StaffOrder) =>
  Math.max(0, order.total_cents - order.refunded_cents);

export const canRefund = (order: StaffOrder) =>
  (ORDER_PAID_STATES as readonly string[]).includes(order.state) && refundLeft(order) > 0;

const icons = { preparando: PackageCheck, enviado: Truck, entregado: CheckCheck, cancelado: Ban };

const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError ? failure.message : fallback;

function ShipDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const change = useOrderState(order.id);
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (change.isPending) return;
    setError(null);
    change.mutate(
      { estado: 'enviado', ...(tracking.trim() ? { tracking: tracking.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(text.done.enviado);
          onClose();
        },
        onError: (failure) => setError(failureText(failure, text.actionFailed)),
      },
    );
  };
  return (
    <ActionDialog
      title={text.ship.title}
      onClose={onClose}
      onSubmit={submit}
      busy={change.isPending}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text.ship.cancel}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            <Truck className="size-4" aria-hidden="true" />
            {change.isPending ? text.actions.working : text.ship.confirm}
          </Button>
        </>
      }
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label={text.ship.tracking}
        hint={text.ship.trackingHint}
        value={tracking}
        maxLength={TRACKING_MAX_LENGTH}
        autoComplete="off"
        data-autofocus
        onChange={(event) => setTracking(event.target.value)}
      />
    </ActionDialog>
  );
}

function RefundDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const refund = useRefundOrder(order.id);
  // One key per opening of the dialog: pressing twice (or retrying) refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const left = refundLeft(order);
  const leftText = formatEuros(left);
  const cents = parseEurosToCents(amount);

  const submit = () => {
    if (refund.isPending) return;
    setError(null);
    const found: typeof errors = {};
    if (cents === null || cents <= 0) found.amount = text.refund.amountInvalid;
    else if (cents > left) found.amount = text.refund.amountTooLarge(leftText);
    if (!reason.trim()) found.reason = text.refund.reasonRequired;
    setErrors(found);
    if (found.amount || found.reason || cents === null) return;
    refund.mutate(
      { amount_cents: cents, reason: reason.trim(), idempotency_key: idempotencyKey },
      {
        onSuccess: () => {
          toast.success(text.refund.done(formatEuros(cents)));
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError) {
            setErrors({
              amount: failure.fields.amount_cents?.[0],
              reason: failure.fields.reason?.[0],
            });
          }
          setError(failureText(failure, text.refund.failed));
        },
      },
    );
  };

  return (
    <ActionDialog
      title={text.refund.title}
      onClose={onClose}
      onSubmit={submit}
      busy={refund.isPending}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text.refund.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={refund.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {refund.isPending ? text.refund.working : text.refund.confirm}
          </Button>
        </>
      }
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div>
        <TextField
          label={text.refund.amount}
          hint={
            cents !== null && cents > 0
              ? `${formatEuros(cents)} · ${text.refund.amountHint(leftText)}`
              : text.refund.amountHint(leftText)
          }
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder={centsToEurosInput(left)}
          data-autofocus
          error={errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <Button
          size="sm"
          variant="ghost"
          className="mt-2"
          onClick={() => {
            setAmount(centsToEurosInput(left));
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        >
          {text.refund.all}
        </Button>
      </div>
      <TextAreaField
        label={text.refund.reason}
        hint={text.refund.reasonHint}
        value={reason}
        rows={3}
        maxLength={REFUND_REASON_MAX_LENGTH}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
      />
    </ActionDialog>
  );
}

export function OrderActions({ order }: { order: StaffOrder }) {
  const dialog = useDialog();
  const change = useOrderState(order.id);
  const [open, setOpen] = useState<'ship' | 'refund' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const next = NEXT_STATES[order.state] ?? [];
  const refundable = canRefund(order);

  const move = async (estado: OrderStaffState) => {
    setError(null);
    if (estado === 'enviado') {
      setOpen('ship');
      return;
    }
    if (estado === 'cancelado') {
      const paid = (ORDER_PAID_STATES as readonly string[]).includes(order.state);
      const confirmed = await dialog.confirm({
        title: text.cancel.title,
        message: paid
          ? text.cancel.paidMessage(formatEuros(refundLeft(order)))
          : text.cancel.message,
        confirmLabel: text.cancel.confirm,
        type: 'warning',
      });
      if (!confirmed) return;
    }
    change.mutate(
      { estado },
      {
        onSuccess: () => {
          toast.success(text.done[estado]);
        },
        onError: (failure) => setError(failureText(failure, text.actionFailed)),
      },
    );
  };

  return (
    <section
      aria-label={text.actions.label}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 className="text-lg font-bold text-primary">{text.actions.label}</h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {next.length === 0 && !refundable ? (
        <p className="text-sm text-muted">{text.actions.none}</p>
      ) : null}
      <div className="flex flex-col gap-2">
        {next.map((estado) => {
          const Icon = icons[estado];
          return (
            <Button
              key={estado}
              variant={estado === 'cancelado' ? 'ghost' : 'primary'}
              disabled={change.isPending}
              onClick={() => void move(estado)}
            >
              <Icon className="size-4" aria-hidden="true" />
              {text.actions[estado]}
            </Button>
          );
        })}
        {refundable ? (
          <Button variant="secondary" disabled={change.isPending} onClick={() => setOpen('refund')}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {text.actions.refund}
          </Button>
        ) : null}
      </div>
      {open === 'ship' ? <ShipDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'refund' ? <RefundDialog order={order} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
