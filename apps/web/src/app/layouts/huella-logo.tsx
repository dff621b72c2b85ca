/** The Huella mark (a paw print on an orange tile) and wordmark, drawn inline so it costs no request. */
import { PawPrintShape } from '../../components/ui/paw-print';

interface HuellaLogoProps {
  /** `light` for dark backgrounds (the footer). */
  tone?: 'dark' | 'light';
  className?: string;
}

export function PawMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <g fill="#fff">
        <PawPrintShape />
      </g>
    </svg>
  );
}

export function HuellaLogo({ tone = 'dark', className = '' }: HuellaLogoProps) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <PawMark className="size-9 shrink-0" />
      <span
        className={`text-2xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-primary'}`}
      >
        Huella
      </span>
    </span>
  );
}
