/**
 * "Verificado" (issue 17): Huella's staff checked the shelter, and only
 * verified shelters publish. A pill with the word (shelter pages, the animal
 * page) or, where room is short (animal cards), the icon alone; both carry
 * "Refugio verificado por Huella" as a tooltip and for screen readers.
 */
import { BadgeCheck } from 'lucide-react';
import { verifiedBadgeMessages } from '@huella/shared/messages/verified-badge';

interface VerifiedBadgeProps {
  variant?: 'pill' | 'icon';
  className?: string;
}

export function VerifiedBadge({ variant = 'pill', className = '' }: VerifiedBadgeProps) {
  if (variant === 'icon') {
    return (
      <span
        role="img"
        aria-label={verifiedBadgeMessages.explanation}
        title={verifiedBadgeMessages.explanation}
        className={`inline-flex shrink-0 text-success ${className}`}
      >
        <BadgeCheck className="size-4" aria-hidden="true" />
      </span>
    );
  }
  // One name for assistive technology ("Verificado: Refugio verificado por Huella"); the word shows.
  return (
    <span
      role="img"
      aria-label={`${verifiedBadgeMessages.label}: ${verifiedBadgeMessages.explanation}`}
      title={verifiedBadgeMessages.explanation}
      className={`inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-1 text-xs font-bold text-success ring-1 ring-green-600/25 ${className}`}
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />
      {verifiedBadgeMessages.label}
    </span>
  );
}
