/** A price as the shop shows it: formatEuros, always on one line. */
import { formatEuros } from '@huella/shared/money';

export function Price({ cents, className = '' }: { cents: number; className?: string }) {
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>{formatEuros(cents)}</span>
  );
}
