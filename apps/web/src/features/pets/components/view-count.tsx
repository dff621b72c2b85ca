/** How many people have seen the animal (the detail's "overview", spec §2), with the eye icon. */
import { Eye } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';

export function ViewCount({ views }: { views: number }) {
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-muted">
      <Eye className="size-4" aria-hidden="true" />
      {adoptionsMessages.detail.views(views)}
    </p>
  );
}
