/**
 * One report for staff: the report (reason, message, when, who), the animal
 * (photo, its public page, whether it is hidden, its other reports) and its
 * shelter (to its staff page), the outcome once decided, and the actions:
 * "Revisar" (take it), "Resolver" (a statement of reasons, and "Ocultar el
 * anuncio" if it should go), "Descartar" (a statement), and "Ocultar/Mostrar
 * anuncio" at any time. A line says who will receive the statement.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { CheckCircle2, Eye, EyeOff, ExternalLink, Mail, Search, XCircle } from 'lucide-react';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import type { StaffReport } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { formatDateTime } from '../../../lib/dates';
import { useDecideReport } from './api/decide-report';
import { usePetVisibility } from './api/pet-visibility';
import { HiddenBadge, ReportStateBadge, ShelterStandingBadges } from './badges';
import { ReasonDialog } from './reason-dialog';
import { ReportPetPhoto, reporterText } from './reports-queue';
import { BackToList } from '../components/back-to-list';

const text = staffAdminScreensMessages.report;
const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-lg font-bold text-primary">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="mb-2 text-ink [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const closed = (report: StaffReport) =>
  report.state === 'resuelta' || report.state === 'descartada';

type Dialog = 'resolve' | 'dismiss' | 'visibility' | null;

function ReportActions({ report }: { report: StaffReport }) {
  const decide = useDecideReport(report.id);
  const visibility = usePetVisibility(report.pet.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reporterEmail = report.reporter.email;
  const tellsReporter = report.reporter_notified && reporterEmail !== '';
  const recipients = tellsReporter
    ? text.recipients.both(reporterEmail)
    : text.recipients.shelterOnly;

  const review = () => {
    setFailure(null);
    decide.mutate(
      { state: 'en_revision', reason: '', hide_pet: false },
      {
        onSuccess: () => toast.success(text.done.en_revision),
        onError: (error) => setFailure(apiErrorMessage(error)),
      },
    );
  };

  return (
    <section aria-labelledby="report-actions" className={panel}>
      <h2 id="report-actions" className="text-lg font-bold text-primary">
        {text.actions.label}
      </h2>
      {failure ? (
        <div className="mt-3">
          <FormAlert>{failure}</FormAlert>
        </div>
      ) : null}
      {closed(report) ? (
        <p className="mt-3 text-sm text-muted">{text.actions.closed}</p>
      ) : (
        <>
          <p className="mt-3 flex gap-2 text-sm text-ink">
            <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {recipients}
          </p>
          <div className="mt-4 flex flex-col gap-2">
            {report.state === 'abierta' ? (
              <Button variant="secondary" onClick={review} disabled={decide.isPending}>
                <Search className="size-4" aria-hidden="true" />
                {decide.isPending ? text.actions.working : text.actions.review}
              </Button>
            ) : null}
            <Button onClick={() => setDialog('resolve')}>
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {text.actions.resolve}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('dismiss')}>
              <XCircle className="size-4" aria-hidden="true" />
              {text.actions.dismiss}
            </Button>
          </div>
        </>
      )}
      {!report.pet.deleted ? (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <Button
            variant={report.pet.hidden ? 'secondary' : 'danger'}
            className="w-full"
            onClick={() => setDialog('visibility')}
          >
            {report.pet.hidden ? (
              <Eye className="size-4" aria-hidden="true" />
            ) : (
              <EyeOff className="size-4" aria-hidden="true" />
            )}
            {report.pet.hidden ? text.actions.show : text.actions.hide}
          </Button>
        </div>
      ) : null}

      {dialog === 'resolve' ? (
        <ReasonDialog
          title={text.resolveDialog.title}
          intro={recipients}
          kind="statement"
          label={text.resolveDialog.statement}
          hint={text.resolveDialog.statementHint}
          confirm={text.resolveDialog.confirm}
          choice={
            report.pet.hidden || report.pet.deleted
              ? undefined
              : { label: text.resolveDialog.hidePet, hint: text.resolveDialog.hidePetHint }
          }
          onClose={() => setDialog(null)}
          onConfirm={async ({ reason, choice }) => {
            await decide.mutateAsync({ state: 'resuelta', reason, hide_pet: choice });
            toast.success(text.done.resuelta);
          }}
        />
      ) : null}
      {dialog === 'dismiss' ? (
        <ReasonDialog
          title={text.dismissDialog.title}
          intro={recipients}
          kind="statement"
          label={text.dismissDialog.statement}
          hint={text.dismissDialog.statementHint}
          confirm={text.dismissDialog.confirm}
          onClose={() => setDialog(null)}
          onConfirm={async ({ reason }) => {
            await decide.mutateAsync({ state: 'descartada', reason, hide_pet: false });
            toast.success(text.done.descartada);
          }}
        />
      ) : null}
      {dialog === 'visibility' ? (
        <ReasonDialog
          title={
            report.pet.hidden ? text.visibilityDialog.showTitle : text.visibilityDialog.hideTitle
          }
          kind="statement"
          label={text.visibilityDialog.reason}
          hint={report.pet.hidden ? text.visibilityDialog.showHint : text.visibilityDialog.hideHint}
          confirm={
            report.pet.hidden
              ? text.visibilityDialog.confirmShow
              : text.visibilityDialog.confirmHide
          }
          confirmVariant={report.pet.hidden ? 'primary' : 'danger'}
          onClose={() => setDialog(null)}
          onConfirm={async ({ reason }) => {
            const hidden = !report.pet.hidden;
            await visibility.mutateAsync({ hidden, reason });
            toast.success(hidden ? text.done.hidden : text.done.shown);
          }}
        />
      ) : null}
    </section>
  );
}

export function ReportDetail({ report }: { report: StaffReport }) {
  const reasons = staffAdminScreensMessages.reports;
  const reporterEmail = report.reporter.email;
  return (
    <div>
      <BackToList to="/staff/denuncias">{text.backToList}</BackToList>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Panel id="report-report" title={text.reportTitle}>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <ReportStateBadge estado={report.state} />
            </div>
            <Facts
              rows={[
                [text.reason, <strong key="reason">{report.reason}</strong>],
                [
                  text.message,
                  report.message ? (
                    <span key="message" className="whitespace-pre-line">
                      {report.message}
                    </span>
                  ) : (
                    <span key="message" className="text-muted italic">
                      {reasons.noMessage}
                    </span>
                  ),
                ],
                [
                  text.received,
                  <time key="when" dateTime={report.created_at}>
                    {formatDateTime(report.created_at)}
                  </time>,
                ],
                [text.reporter, reporterText(report.reporter)],
              ]}
            />
          </Panel>
          {report.state === 'resuelta' || report.state === 'descartada' ? (
            <Panel id="report-outcome" title={text.resolution}>
              <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                {report.resolution}
              </p>
              <div className="mt-3">
                <Facts
                  rows={[
                    [text.state, moderationMessages.reportStates[report.state]],
                    [text.reviewedBy, report.reviewed_by ?? text.none],
                    [
                      text.decidedAt,
                      report.reviewed_at ? formatDateTime(report.reviewed_at) : text.none,
                    ],
                    [text.hidPet, report.hid_pet ? text.yes : text.no],
                  ]}
                />
              </div>
              <p className="mt-3 flex gap-2 text-sm text-muted">
                <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {report.reporter_notified && reporterEmail
                  ? text.recipients.sentBoth(reporterEmail)
                  : text.recipients.sentShelterOnly}
              </p>
            </Panel>
          ) : report.state === 'en_revision' && report.reviewed_by ? (
            <p className="text-sm text-muted">
              {text.reviewedBy}: {report.reviewed_by}
            </p>
          ) : null}
          <Panel id="report-animal" title={text.animalTitle}>
            <div className="flex gap-4">
              <ReportPetPhoto pet={report.pet} />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                  {report.pet.name}
                  {report.pet.hidden ? <HiddenBadge /> : null}
                </p>
                <p className="text-sm text-muted">
                  {text.animalState}:{' '}
                  {report.pet.deleted
                    ? reasons.deleted
                    : report.pet.hidden
                      ? reasons.hidden
                      : text.visible}
                </p>
                <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
                  {!report.pet.deleted ? (
                    <Link
                      to={`/adopciones/animal/${report.pet.id}`}
                      className="inline-flex items-center gap-1 text-primary hover:underline"
                    >
                      {reasons.publicPage}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </Link>
                  ) : null}
                  {report.reports_for_pet > 1 ? (
                    <Link
                      to={`/staff/denuncias?animal=${report.pet.id}`}
                      className="text-primary hover:underline"
                    >
                      {text.seeOtherReports(report.reports_for_pet)}
                    </Link>
                  ) : null}
                </div>
              </div>
            </div>
          </Panel>
          <Panel id="report-shelter" title={text.shelterTitle}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{report.shelter.name}</span>
              <ShelterStandingBadges
                verified={report.shelter.verified}
                suspended={report.shelter.suspended}
              />
            </p>
            <Link
              to={`/staff/refugios/${report.shelter.id}`}
              className="mt-2 inline-block text-sm font-semibold text-primary hover:underline"
            >
              {text.openShelter}
            </Link>
          </Panel>
        </div>
        <ReportActions report={report} />
      </div>
    </div>
  );
}
