/** How many people have seen the animal (the detail's "overview", spec §2), with the eye icon. */
import { Eye } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';

interface ViewCountProps {
  views: number;
  /** A word on the count (a shelter member: their own visits are not in it). */
  note?: string;
}

export function ViewCount({ views, note }: ViewCountProps) {
  return (
    <p className="inline-flex flex-wrap items-center gap-x-1.5 text-sm font-medium text-muted">
      <Eye className="size-4" aria-hidden="true" />
      {adoptionsMessages.detail.views(views)}
      {note ? <span className="font-normal">({note})</span> : null}
    </p>
  );
}
