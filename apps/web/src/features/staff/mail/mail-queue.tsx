/**
 * /staff/correo: the durable mail queue by state — Fallidos (given up after
 * their attempts, the default), En espera, Enviados — each tab with its
 * count, newest first. Each mail shows its recipient, subject, attempts, last
 * error, when it was created and when it is tried next or was sent; never its
 * body (links in it may carry live tokens). A failed or waiting mail can be
 * sent again ("Reintentar"); a toast says so and the list and counts refresh,
 * and again every few seconds while mail waits, so a retry that fails again
 * shows by itself.
 * The state and the page live in the address (?estado=&pagina=).
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Mail, MailCheck, RotateCw } from 'lucide-react';
import { MAIL_JOB_STATES, STAFF_PAGE_SIZE, type MailJobState } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type { StaffMail, StaffMailCounts } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { useMail } from './api/list-mail';
import { useMailCounts, WAITING_REFRESH_MS } from './api/mail-counts';
import { useRetryMail } from './api/retry-mail';

const text = staffAdminScreensMessages.mail;
const DEFAULT_STATE: MailJobState = 'fallido';
/** The tabs' order: what needs staff first. */
const TABS: readonly MailJobState[] = ['fallido', 'pendiente', 'enviado'];

const isState = (value: string | null): value is MailJobState =>
  (MAIL_JOB_STATES as readonly string[]).includes(value ?? '');

const hrefFor = (estado: MailJobState) =>
  estado === DEFAULT_STATE ? '/staff/correo' : `/staff/correo?estado=${estado}`;

/** Only a mail not yet delivered can be sent again (the API answers 409 otherwise). */
const canRetry = (mail: StaffMail) => mail.state !== 'enviado';

function StateTabs({
  current,
  counts,
}: {
  current: MailJobState;
  counts: StaffMailCounts | undefined;
}) {
  return (
    <nav aria-label={text.statesLabel}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((estado) => {
          const selected = estado === current;
          const label = text.states[estado];
          return (
            <li key={estado}>
              <Link
                to={hrefFor(estado)}
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                  selected
                    ? 'bg-primary text-white'
                    : 'bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60'
                }`}
              >
                {counts ? text.tab(label, counts[estado]) : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MailFact({ label, iso }: { label: string; iso: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">
        <time dateTime={iso}>{formatDateTime(iso)}</time>
      </dd>
    </div>
  );
}

function MailRow({
  mail,
  busy,
  retrying,
  onRetry,
}: {
  mail: StaffMail;
  /** A retry is being saved (any row's). */
  busy: boolean;
  /** This row's retry is being saved. */
  retrying: boolean;
  onRetry: () => void;
}) {
  const subject = mail.subject.trim() || text.noSubject;
  // On a phone the button closes the card; from `sm` on it stands top right.
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">{subject}</h2>
        <p className="mt-1 text-sm [overflow-wrap:anywhere]">
          <span className="text-muted">{text.to}: </span>
          <span className="text-ink">{mail.to}</span>
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <MailFact label={text.created} iso={mail.created_at} />
          <div>
            <dt className="text-muted">{text.attempts}</dt>
            <dd className="font-medium text-ink tabular-nums">{mail.attempts}</dd>
          </div>
          {mail.state === 'pendiente' && mail.next_attempt_at ? (
            <MailFact label={text.nextAttempt} iso={mail.next_attempt_at} />
          ) : null}
          {mail.state === 'enviado' && mail.sent_at ? (
            <MailFact label={text.sent} iso={mail.sent_at} />
          ) : null}
        </dl>
        {mail.last_error ? (
          <div
            className={`mt-3 rounded-lg px-3 py-2 text-sm ring-1 ${
              mail.state === 'fallido'
                ? 'bg-red-50 text-red-900 ring-red-200'
                : 'bg-amber-50 text-amber-900 ring-amber-200'
            }`}
          >
            <p className="font-semibold">{text.lastError}</p>
            <p className="mt-0.5 font-mono text-xs whitespace-pre-line [overflow-wrap:anywhere]">
              {mail.last_error}
            </p>
          </div>
        ) : null}
      </div>
      {canRetry(mail) ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start sm:shrink-0"
          disabled={busy}
          aria-label={text.retryLabel(subject)}
          onClick={onRetry}
        >
          <RotateCw
            className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`}
            aria-hidden="true"
          />
          {text.retry}
        </Button>
      ) : null}
    </li>
  );
}

export function MailQueue() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('estado');
  const estado = isState(rawState) ? rawState : DEFAULT_STATE;
  const page = pageFrom(params);
  // While mail waits to be sent, the counts and the list are asked again, and
  // the list once more when the last of it has gone out or failed again.
  const counts = useMailCounts({ refreshWhileWaiting: true });
  const waiting = (counts.data?.pendiente ?? 0) > 0;
  const mail = useMail({ estado, page }, waiting ? WAITING_REFRESH_MS : false);
  const retry = useRetryMail();
  const wasWaiting = useRef(waiting);
  const refetchMail = mail.refetch;
  useEffect(() => {
    if (wasWaiting.current && !waiting) void refetchMail();
    wasWaiting.current = waiting;
  }, [waiting, refetchMail]);

  const send = async (item: StaffMail) => {
    try {
      await retry.mutateAsync(item);
      toast.success(text.retried);
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500 ? failure.message : text.retryFailed,
      );
    }
  };

  const total = mail.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));

  // Retrying the last mail of the last page takes it away: back to the page before.
  const settled = mail.data && !mail.isPlaceholderData;
  useEffect(() => {
    if (!settled || page <= pageCount) return;
    const next = new URLSearchParams(params);
    if (pageCount === 1) next.delete('pagina');
    else next.set('pagina', String(pageCount));
    setParams(next, { replace: true });
  }, [settled, page, pageCount, params, setParams]);

  return (
    <div>
      <p className="mb-4 max-w-3xl text-muted">{text.intro}</p>
      <StateTabs current={estado} counts={counts.data} />
      <div className="mt-6" aria-busy={mail.isFetching || retry.isPending}>
        {mail.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={mail.error instanceof ApiError ? mail.error.message : undefined}
            onRetry={() => void mail.refetch()}
          />
        ) : mail.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : mail.data.mail.length === 0 ? (
          <EmptyState
            Icon={estado === 'fallido' ? MailCheck : Mail}
            title={text.empty[estado]}
            hint={text.emptyHint[estado]}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${mail.isPlaceholderData ? 'opacity-60' : ''}`}>
              {mail.data.mail.map((item) => (
                <MailRow
                  key={item.id}
                  mail={item}
                  busy={retry.isPending}
                  retrying={retry.isPending && retry.variables?.id === item.id}
                  onRetry={() => void send(item)}
                />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
