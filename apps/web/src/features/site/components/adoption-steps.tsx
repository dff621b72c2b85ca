/** How adoption works, as a numbered list of steps joined by a line on wide screens. */
import type { LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

export function AdoptionSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      <span
        className="absolute top-8 right-[12%] left-[12%] hidden h-0.5 bg-secondary-dark/60 lg:block"
        aria-hidden="true"
      />
      {steps.map(({ title, text, Icon }, index) => (
        <li key={title} className="relative flex flex-col items-center text-center">
          <span className="relative grid size-16 place-items-center rounded-full bg-primary text-highlight shadow-lg ring-8 shadow-primary/20 ring-white">
            <Icon className="size-7" strokeWidth={1.9} aria-hidden="true" />
            <span className="absolute -top-1 -right-1 grid size-7 place-items-center rounded-full bg-accent text-sm font-bold text-white">
              {index + 1}
            </span>
          </span>
          <h3 className="mt-5 text-xl font-bold text-primary">{title}</h3>
          <p className="mt-2 max-w-xs text-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
