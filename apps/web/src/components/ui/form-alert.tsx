/**
 * A message box above or below a form: the red box of spec §8 for errors
 * (announced at once, role alert), green for success, blue for information.
 */
import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { className: string; Icon: typeof Info; role: 'alert' | 'status' }> = {
  error: { className: 'border-red-300 bg-red-50 text-red-800', Icon: AlertCircle, role: 'alert' },
  success: {
    className: 'border-green-300 bg-green-50 text-green-800',
    Icon: CheckCircle2,
    role: 'status',
  },
  info: {
    className: 'border-secondary-dark bg-secondary/40 text-primary',
    Icon: Info,
    role: 'status',
  },
};

export function FormAlert({
  tone = 'error',
  children,
  className = '',
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  const { className: toneClass, Icon, role } = tones[tone];
  return (
    <div
      role={role}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${toneClass} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
