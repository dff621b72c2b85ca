/** An icon, a title and a short text: reasons, values, perks. */
import type { LucideIcon } from 'lucide-react';

interface FeatureCardProps {
  Icon: LucideIcon;
  title: string;
  text: string;
  /** Alternate tile colours so a row of cards does not look monotonous. */
  tone?: 'accent' | 'primary' | 'highlight' | 'secondary';
}

const tileTones = {
  accent: 'bg-accent text-white',
  primary: 'bg-primary text-highlight',
  highlight: 'bg-highlight text-primary',
  secondary: 'bg-secondary text-primary',
};

export function FeatureCard({ Icon, title, text, tone = 'accent' }: FeatureCardProps) {
  return (
    <div className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-primary/5 ring-primary/10">
      <span
        className={`mb-5 grid size-12 place-items-center rounded-2xl ${tileTones[tone]}`}
        aria-hidden="true"
      >
        <Icon className="size-6" strokeWidth={1.9} />
      </span>
      <h3 className="text-lg font-bold text-primary">{title}</h3>
      <p className="mt-2 text-muted">{text}</p>
    </div>
  );
}
