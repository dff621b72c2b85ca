/** A small loading indicator; the label is read by screen readers (or shown when `showLabel`). */
import { Loader2 } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';

interface SpinnerProps {
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({
  label = commonMessages.loading,
  showLabel = false,
  className = '',
}: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-muted ${className}`}>
      <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}
