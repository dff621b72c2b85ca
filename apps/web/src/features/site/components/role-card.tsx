/** A volunteer role: title, what the role is about and its three tasks. */
import { Check, type LucideIcon } from 'lucide-react';
import { volunteersMessages } from '@huella/shared/messages/volunteers';

interface RoleCardProps {
  id: string;
  title: string;
  description: string;
  tasks: readonly string[];
  Icon: LucideIcon;
}

export function RoleCard({ id, title, description, tasks, Icon }: RoleCardProps) {
  const titleId = `role-${id}`;
  const tasksId = `role-${id}-tasks`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-primary/5 ring-primary/10 sm:p-7"
    >
      <span
        className="mb-5 grid size-14 place-items-center rounded-2xl bg-primary text-highlight"
        aria-hidden="true"
      >
        <Icon className="size-7" strokeWidth={1.8} />
      </span>
      <h3 id={titleId} className="text-xl font-bold text-primary">
        {title}
      </h3>
      <p className="mt-2 text-muted">{description}</p>
      <p id={tasksId} className="mt-6 text-sm font-bold tracking-wider text-accent uppercase">
        {volunteersMessages.roles.tasksLabel}
      </p>
      <ul aria-labelledby={tasksId} className="mt-3 space-y-3">
        {tasks.map((task) => (
          <li key={task} className="flex gap-3 text-ink">
            <span
              className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-secondary text-primary"
              aria-hidden="true"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            <span>{task}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
