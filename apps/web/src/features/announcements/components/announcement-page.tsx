/** The frame of the announcement screens: the page's heading and intro above a card. */
import type { ReactNode } from 'react';

interface AnnouncementPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

export function AnnouncementPage({ title, intro, children }: AnnouncementPageProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-2 text-lg text-muted">{intro}</p> : null}
      <div className="mt-8 rounded-3xl border border-gray-100 bg-white p-5 shadow-lg sm:p-8">
        {children}
      </div>
    </div>
  );
}
