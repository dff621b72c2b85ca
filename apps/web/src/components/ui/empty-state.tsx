/** An empty list, said kindly: an icon, a sentence, an optional hint and action. */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface EmptyStateProps {
  Icon: LucideIcon;
  title: string;
  hint?: string;
  action?: ReactNode;
}

export function EmptyState({ Icon, title, hint, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-secondary-dark/60 bg-secondary/20 px-6 py-12 text-center">
      <span
        className="flex size-16 items-center justify-center rounded-full bg-white text-accent shadow-sm"
        aria-hidden="true"
      >
        <Icon className="size-8" />
      </span>
      <p className="mt-4 text-lg font-semibold text-primary">{title}</p>
      {hint ? <p className="mt-1 max-w-md text-muted">{hint}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
