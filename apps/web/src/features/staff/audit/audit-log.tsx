/**
 * /staff/auditoria: every staff action, newest first, read only. Filters —
 * who (part of the e-mail), the area of the action, what it was about, its
 * number, and a range of Madrid days — live in the address
 * (?actor=&action=&target_type=&target_id=&desde=&hasta=&pagina=) and are
 * checked with the API's own schema before they are sent. Each entry says
 * when (Madrid time), who, the action in words, its target (to the staff
 * screen about it, when there is one), the reason and what changed, before → after.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight, History } from 'lucide-react';
import {
  AUDIT_TARGET_TYPES,
  EMAIL_MAX_LENGTH,
  STAFF_PAGE_SIZE,
  type AuditTargetType,
} from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages/common';
import { blogMessages } from '@huella/shared/messages/blog';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shopMessages } from '@huella/shared/messages/shop';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { auditQuerySchema, type AuditEntry } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { Pager, pageFrom } from '../components/pager';
import { useAudit, type AuditParams } from './api/audit';

const text = staffAdminScreensMessages.audit;
const FILTERS = ['actor', 'action', 'target_type', 'target_id', 'desde', 'hasta'] as const;
type Filter = (typeof FILTERS)[number];
type FilterValues = Record<Filter, string>;

/** The staff screen about an entry's target, when there is one. */
export function targetPath(type: string, id: number): string | null {
  switch (type as AuditTargetType) {
    case 'shelter':
      return `/staff/refugios/${id}`;
    case 'shelter_application':
      return `/staff/solicitudes/${id}`;
    case 'user':
      return `/staff/usuarios/${id}`;
    case 'report':
      return `/staff/denuncias/${id}`;
    case 'pet':
      return `/staff/denuncias?animal=${id}`;
    case 'order':
      return `/staff/pedidos/${id}`;
    case 'product':
      return `/staff/productos/${id}`;
    case 'blog_post':
      return `/staff/blog/${id}`;
    default:
      return null;
  }
}

/** An action in words: its own when known, else its area's, else as recorded. */
export function actionWords(action: string): string {
  return text.actions[action] ?? action;
}

/** The states' names, for the changes of a `state` (mail, reports, registrations, orders, posts). */
const STATE_WORDS: Record<string, string> = {
  ...staffAdminScreensMessages.mail.stateWords,
  ...blogMessages.states,
  ...shopMessages.orderStates,
  ...shelterApplicationsMessages.states,
  ...moderationMessages.reportStates,
};
const STATE_FIELDS = new Set(['state', 'estado', 'status']);

/** A recorded value as a short readable text (a state in words when the field is one). */
export function valueText(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return text.empty_value;
  if (typeof value === 'string' && STATE_FIELDS.has(field) && STATE_WORDS[value])
    return STATE_WORDS[value];
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDateTime(value);
    return value.length > 160 ? `${value.slice(0, 157)}…` : value;
  }
  if (typeof value === 'number') return value.toLocaleString('es-ES');
  const json = JSON.stringify(value);
  return json.length > 160 ? `${json.slice(0, 157)}…` : json;
}

const valuesFrom = (params: URLSearchParams): FilterValues =>
  Object.fromEntries(FILTERS.map((key) => [key, params.get(key)?.trim() ?? ''])) as FilterValues;

function AuditRow({ entry }: { entry: AuditEntry }) {
  const path = targetPath(entry.target_type, entry.target_id);
  const typeName = text.targetTypes[entry.target_type] ?? entry.target_type;
  const label = entry.target_label || `${typeName} ${entry.target_id}`;
  const changes = Object.entries(entry.changes);
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 className="font-semibold text-ink">{actionWords(entry.action)}</h2>
        <p className="shrink-0 text-sm text-muted">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
      </div>
      <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
        {text.by(entry.actor.email || text.system)} ·{' '}
        <span className="font-mono text-xs">{entry.action}</span>
      </p>
      <p className="mt-2 text-sm [overflow-wrap:anywhere]">
        <span className="text-muted">{typeName}: </span>
        {path ? (
          <Link to={path} className="font-semibold text-primary hover:underline">
            {label}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{label}</span>
        )}{' '}
        <span className="text-muted">#{entry.target_id}</span>
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
        <span className="font-semibold">{text.reason}: </span>
        {entry.reason || <span className="text-muted italic">{text.noReason}</span>}
      </p>
      {changes.length > 0 ? (
        <div className="mt-2 rounded-lg bg-surface p-3 text-sm ring-1 ring-gray-200">
          <p className="font-semibold text-ink">{text.changes}</p>
          <ul className="mt-1 space-y-1">
            {changes.map(([field, [before, after]]) => (
              <li
                key={field}
                className="flex flex-wrap items-center gap-x-2 [overflow-wrap:anywhere]"
              >
                <span className="font-mono text-xs text-muted">{field}</span>{' '}
                <span className="text-ink line-through decoration-gray-400">
                  {valueText(before, field)}
                </span>{' '}
                <ArrowRight className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
                <span className="sr-only">{text.becomes} </span>
                <span className="font-semibold text-ink">{valueText(after, field)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function AuditFilters({
  current,
  onApply,
}: {
  current: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const [values, setValues] = useState(current);
  const [shown, setShown] = useState(current);
  const [errors, setErrors] = useState<Partial<Record<Filter, string>>>({});
  // The form follows the address when it changes (back, "Quitar filtros", a link).
  if (JSON.stringify(current) !== JSON.stringify(shown)) {
    setShown(current);
    setValues(current);
  }
  const set = (key: Filter) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      FILTERS.map((key) => [key, values[key].trim()]),
    ) as FilterValues;
    const parsed = auditQuerySchema.safeParse(
      Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== '')),
    );
    if (!parsed.success) {
      const found: Partial<Record<Filter, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as Filter;
        found[key] ??=
          key === 'hasta' && trimmed.desde > trimmed.hasta ? text.invalidRange : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(trimmed);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={text.filtersTitle}
      className="rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-3 xl:grid-cols-6">
        <TextField
          className="col-span-2 lg:col-span-1"
          label={text.actor}
          type="search"
          value={values.actor}
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.actor}
          onChange={(event) => set('actor')(event.target.value)}
        />
        <SelectField
          label={text.action}
          value={values.action}
          error={errors.action}
          onChange={(event) => set('action')(event.target.value)}
        >
          <option value="">{text.anyAction}</option>
          {Object.entries(text.actionAreas).map(([prefix, label]) => (
            <option key={prefix} value={prefix}>
              {label}
            </option>
          ))}
          {values.action && !(values.action in text.actionAreas) ? (
            <option value={values.action}>{actionWords(values.action)}</option>
          ) : null}
        </SelectField>
        <SelectField
          label={text.targetType}
          value={values.target_type}
          error={errors.target_type}
          onChange={(event) => set('target_type')(event.target.value)}
        >
          <option value="">{text.anyTarget}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {text.targetTypes[type] ?? type}
            </option>
          ))}
        </SelectField>
        <TextField
          label={text.targetId}
          inputMode="numeric"
          value={values.target_id}
          maxLength={9}
          error={errors.target_id}
          onChange={(event) => set('target_id')(event.target.value)}
        />
        <TextField
          label={text.from}
          type="date"
          value={values.desde}
          error={errors.desde}
          onChange={(event) => set('desde')(event.target.value)}
        />
        <TextField
          label={text.to}
          type="date"
          value={values.hasta}
          error={errors.hasta}
          onChange={(event) => set('hasta')(event.target.value)}
        />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {FILTERS.some((key) => current[key]) ? (
          <Button
            variant="ghost"
            onClick={() =>
              onApply(Object.fromEntries(FILTERS.map((key) => [key, ''])) as FilterValues)
            }
          >
            {text.clear}
          </Button>
        ) : null}
        <Button type="submit">{text.apply}</Button>
      </div>
    </form>
  );
}

export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const current = valuesFrom(params);
  const page = pageFrom(params);
  // Only what the schema accepts reaches the API (a hand-edited address is dropped, not sent).
  const parsed = auditQuerySchema.safeParse(
    Object.fromEntries(Object.entries(current).filter(([, value]) => value !== '')),
  );
  const query: AuditParams = parsed.success
    ? {
        actor: parsed.data.actor,
        action: parsed.data.action,
        target_type: parsed.data.target_type,
        target_id: parsed.data.target_id,
        desde: parsed.data.desde,
        hasta: parsed.data.hasta,
        page,
      }
    : { page };
  const audit = useAudit(query);
  const apply = (values: FilterValues) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (values[key]) next.set(key, values[key]);
    setParams(next);
  };

  const total = audit.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const filtered = FILTERS.some((key) => current[key]);

  return (
    <div>
      <p className="mb-4 text-muted">{text.intro}</p>
      <AuditFilters current={current} onApply={apply} />
      <div className="mt-6" aria-busy={audit.isFetching}>
        {audit.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={audit.error instanceof ApiError ? audit.error.message : undefined}
            onRetry={() => void audit.refetch()}
          />
        ) : audit.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : audit.data.entries.length === 0 ? (
          <EmptyState
            Icon={History}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : undefined}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ol className={`space-y-3 ${audit.isPlaceholderData ? 'opacity-60' : ''}`}>
              {audit.data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
