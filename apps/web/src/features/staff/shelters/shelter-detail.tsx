/**
 * One shelter for staff: its standing (verified, suspended and why) with the
 * actions that change it, its counts, links to its public page, its reports
 * and the registration that created it, its details (and their edit form),
 * its members, and its figures (the panel the route passes in).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, FileText, Flag, Pencil } from 'lucide-react';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import type { StaffShelter } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatShortDate } from '../../../lib/dates';
import {
  EmailValue,
  FACEBOOK,
  Facts,
  INSTAGRAM,
  Panel,
  placeLine,
  ProfileValue,
  WebValue,
} from './contact-values';
import { ShelterBadges } from './shelter-badges';
import { ShelterEditDialog } from './shelter-edit-form';
import { ShelterMembers } from './shelter-members';
import { ShelterStanding } from './shelter-standing';
import { BackToList } from '../components/back-to-list';

const text = staffSheltersScreensMessages.shelter;
const linkClass =
  'inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-2 hover:underline';

interface ShelterDetailProps {
  shelter: StaffShelter;
  /** The shelter's figures (views, favourites, requests), or a placeholder. */
  stats?: ReactNode;
}

export function ShelterDetail({ shelter, stats }: ShelterDetailProps) {
  const [editing, setEditing] = useState(false);
  const none = text.details.none;
  const place = placeLine(shelter.address, shelter.postcode, shelter.city, shelter.province);
  const counts = Object.entries(text.counts) as Array<[keyof StaffShelter['counts'], string]>;

  return (
    <div>
      <BackToList to="/staff/refugios">{text.backToList}</BackToList>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <section
            aria-labelledby="shelter-status"
            className="space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <p id="shelter-status" className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {text.status}:{' '}
              <ShelterBadges verified={shelter.verified} suspended={shelter.suspended} />
            </p>
            {shelter.verified && shelter.verified_at ? (
              <p className="text-sm text-muted">
                {text.verifiedSince(formatDateTime(shelter.verified_at))}
              </p>
            ) : null}
            {shelter.suspended ? (
              <div className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
                {shelter.suspended_at ? (
                  <p className="font-semibold">
                    {text.suspendedSince(formatDateTime(shelter.suspended_at))}
                  </p>
                ) : null}
                <p>
                  <span className="font-semibold">{text.suspensionReason}: </span>
                  <span className="whitespace-pre-line [overflow-wrap:anywhere]">
                    {shelter.suspension_reason}
                  </span>
                </p>
              </div>
            ) : null}
            <ul className="space-y-1 pt-2">
              <li>
                <a
                  href={`/refugios/${shelter.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {text.publicPage}
                  <span className="sr-only">
                    {' '}
                    {staffSheltersScreensMessages.application.opensInNewTab}
                  </span>
                </a>
              </li>
              <li>
                <Link to="/staff/denuncias" className={linkClass}>
                  <Flag className="size-4" aria-hidden="true" />
                  {text.reports}
                  {shelter.counts.open_reports > 0
                    ? ` (${staffSheltersScreensMessages.shelters.openReports(shelter.counts.open_reports)})`
                    : ''}
                </Link>
              </li>
              {shelter.application_id !== null ? (
                <li>
                  <Link to={`/staff/solicitudes/${shelter.application_id}`} className={linkClass}>
                    <FileText className="size-4" aria-hidden="true" />
                    {text.application}
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>

          <ShelterStanding shelter={shelter} />

          <Panel id="shelter-counts" title={text.countsTitle}>
            <dl className="grid grid-cols-2 gap-3">
              {counts.map(([key, label]) => (
                <div key={key} className="rounded-lg bg-surface px-3 py-2">
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd
                    className={`text-2xl font-bold ${key === 'open_reports' && shelter.counts[key] > 0 ? 'text-danger' : 'text-ink'}`}
                  >
                    {shelter.counts[key]}
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel
            id="shelter-details"
            title={text.detailsTitle}
            actions={
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                {text.edit}
              </Button>
            }
          >
            <Facts
              rows={[
                [text.details.kind, shelter.kind],
                [
                  text.details.taxId,
                  shelter.tax_id ? <span className="font-mono">{shelter.tax_id}</span> : none,
                ],
                [text.details.registryNumber, shelter.registry_number || none],
                [text.details.address, place || none],
                [text.details.phone, shelter.phone || none],
                [text.details.email, <EmailValue key="e" value={shelter.email} />],
                [text.details.web, <WebValue key="w" value={shelter.web} />],
                [
                  text.details.facebook,
                  <ProfileValue key="f" value={shelter.facebook} base={FACEBOOK} />,
                ],
                [
                  text.details.instagram,
                  <ProfileValue key="i" value={shelter.instagram} base={INSTAGRAM} />,
                ],
                [text.details.createdAt, formatShortDate(shelter.created_at)],
              ]}
            />
            {shelter.description ? (
              <p className="mt-4 rounded-lg bg-surface px-4 py-3 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                {shelter.description}
              </p>
            ) : null}
          </Panel>

          <ShelterMembers shelter={shelter} />

          {/* Not in a card of its own: the figures' charts and table are cards already, and need the width on a phone. */}
          <section aria-labelledby="shelter-stats">
            <h2 id="shelter-stats" className="text-lg font-bold text-primary">
              {text.statsTitle}
            </h2>
            <div className="mt-3">
              {stats ?? <p className="text-sm text-muted">{text.statsPending}</p>}
            </div>
          </section>
        </div>
      </div>
      <ShelterEditDialog shelter={shelter} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
