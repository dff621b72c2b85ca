/** One dashboard section: its heading (labelling the region) and optional actions beside it. */
import { useId, type ReactNode } from 'react';

interface SectionPanelProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function SectionPanel({ title, actions, children }: SectionPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-primary">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
