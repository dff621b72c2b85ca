/** A report's state, and an announcement's or shelter's standing, as coloured badges. */
import { BadgeCheck, EyeOff } from 'lucide-react';
import type { ReportStatus } from '@huella/shared/constants';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';

export const badgeClasses =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

const tones: Record<ReportStatus, string> = {
  abierta: 'bg-red-50 text-red-800 ring-red-300',
  en_revision: 'bg-amber-50 text-amber-900 ring-amber-300',
  resuelta: 'bg-green-50 text-green-800 ring-green-300',
  descartada: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ReportStateBadge({ estado }: { estado: ReportStatus }) {
  return (
    <span className={`${badgeClasses} ${tones[estado]}`}>
      {moderationMessages.reportStates[estado]}
    </span>
  );
}

const text = staffAdminScreensMessages.reports;

export function HiddenBadge() {
  return (
    <span className={`${badgeClasses} bg-gray-900 text-white ring-gray-900`}>
      <EyeOff className="size-3.5" aria-hidden="true" />
      {text.hidden}
    </span>
  );
}

export function ShelterStandingBadges({
  verified,
  suspended,
}: {
  verified: boolean;
  suspended: boolean;
}) {
  return (
    <>
      {verified ? (
        <span className={`${badgeClasses} bg-blue-50 text-blue-900 ring-blue-300`}>
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {text.verified}
        </span>
      ) : null}
      {suspended ? (
        <span className={`${badgeClasses} bg-red-50 text-red-800 ring-red-300`}>
          {text.suspended}
        </span>
      ) : null}
    </>
  );
}
