/**
 * − [n] + : a quantity between 1 and `max`, by buttons or typed. The field
 * keeps what is typed until it leaves, then settles inside the bounds.
 */
import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  /** Shows the label above the field (otherwise it is for screen readers only). */
  showLabel?: boolean;
  describedBy?: string;
}

const stepButton =
  'inline-flex size-10 items-center justify-center rounded-full text-primary transition-colors hover:bg-secondary/60 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40';

export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  showLabel = false,
  describedBy,
}: QuantityStepperProps) {
  const id = useId();
  // What is being typed; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(1, max);
  const settle = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    const next = Number.isFinite(parsed) ? Math.min(upper, Math.max(1, parsed)) : value;
    setDraft(null);
    if (next !== value) onChange(next);
  };
  return (
    <div>
      <label
        htmlFor={id}
        className={showLabel ? 'mb-1 block text-sm font-medium text-ink' : 'sr-only'}
      >
        {label}
      </label>
      <div className="inline-flex items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-gray-300">
        <button
          type="button"
          className={stepButton}
          aria-label={decreaseLabel}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => settle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle(event.currentTarget.value);
          }}
          className="w-12 [appearance:textfield] border-0 bg-transparent text-center text-base font-semibold text-ink tabular-nums focus:ring-2 focus:ring-primary focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={increaseLabel}
          disabled={disabled || value >= upper}
          onClick={() => onChange(value + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
