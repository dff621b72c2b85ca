/**
 * A labelled textarea styled like TextField: an optional hint and a live
 * character count under it, and its error announced like TextField's. Error,
 * hint and count are tied to the field by aria-describedby, so they are read
 * on focus rather than on every keystroke.
 */
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Text under the field, e.g. the character count. */
  counter?: string;
  counterTone?: 'normal' | 'warning';
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, hint, error, counter, counterTone = 'normal', className = '', id, ...props },
    ref,
  ) {
    const generated = useId();
    const fieldId = id ?? generated;
    const errorId = `${fieldId}-error`;
    const hintId = `${fieldId}-hint`;
    const counterId = `${fieldId}-counter`;
    const describedBy =
      [error ? errorId : null, hint ? hintId : null, counter ? counterId : null]
        .filter(Boolean)
        .join(' ') || undefined;
    return (
      <div className={className}>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-ink">
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block min-h-32 w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-gray-500 focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none ${
            error ? 'border-danger' : 'border-gray-300'
          }`}
          {...props}
        />
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        ) : null}
        {error || counter ? (
          <div className="mt-1 flex items-start justify-between gap-4 text-sm">
            {error ? (
              <p id={errorId} role="alert" className="font-medium text-danger">
                {error}
              </p>
            ) : (
              <span />
            )}
            {counter ? (
              <p
                id={counterId}
                className={`shrink-0 tabular-nums ${counterTone === 'warning' ? 'font-semibold text-accent' : 'text-muted'}`}
              >
                {counter}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  },
);
