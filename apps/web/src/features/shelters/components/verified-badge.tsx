/** "Verificado": Huella's staff checked the shelter (only verified shelters publish). */
import { BadgeCheck } from 'lucide-react';
import { sheltersMessages } from '@huella/shared/messages/shelters';

export function VerifiedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-1 text-xs font-bold text-success ring-1 ring-green-600/25 ${className}`}
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />
      {sheltersMessages.verified}
    </span>
  );
}
