/**
 * The four counters of Anuncios (all, published, pending, expired), counted
 * by the server for the current search. Each is also a toggle button that
 * shows only those announcements; the pressed one is the list's filter.
 */
import { CheckCircle2, Clock, Hourglass, Layers, type LucideIcon } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import type { ManagedPetCounts, ManagedPetStatus } from '@huella/shared/schemas/pets';

const announcementsText = accountMessages.announcements;

const COUNTERS: { status: ManagedPetStatus; Icon: LucideIcon; tone: string }[] = [
  { status: 'all', Icon: Layers, tone: 'bg-secondary/50 text-primary' },
  { status: 'published', Icon: CheckCircle2, tone: 'bg-green-100 text-success' },
  { status: 'pending', Icon: Hourglass, tone: 'bg-amber-100 text-amber-800' },
  { status: 'expired', Icon: Clock, tone: 'bg-red-100 text-danger' },
];

interface AnnouncementCountersProps {
  counts: ManagedPetCounts | undefined;
  current: ManagedPetStatus;
  onSelect: (status: ManagedPetStatus) => void;
}

export function AnnouncementCounters({ counts, current, onSelect }: AnnouncementCountersProps) {
  return (
    <div
      role="group"
      aria-label={announcementsText.countersLabel}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {COUNTERS.map(({ status, Icon, tone }) => {
        const pressed = status === current;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(status)}
            className={`rounded-xl border-2 p-3 text-left transition-colors sm:p-4 ${
              pressed
                ? 'border-primary bg-secondary/25'
                : 'border-gray-200 bg-white hover:border-primary/40 hover:bg-surface'
            }`}
          >
            <span className="flex items-center gap-2 text-sm font-medium text-muted">
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}
                aria-hidden="true"
              >
                <Icon className="size-4" />
              </span>
              {announcementsText.counters[status]}
            </span>{' '}
            {counts ? (
              <span className="mt-2 block text-3xl font-bold text-primary">{counts[status]}</span>
            ) : (
              <span
                className="mt-3 block h-7 w-12 animate-pulse rounded-md bg-gray-200"
                aria-hidden="true"
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
