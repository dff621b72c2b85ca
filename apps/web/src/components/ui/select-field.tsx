/** A labelled select styled like TextField, with its error tied to it. */
import { useId, type ComponentProps } from 'react';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
}

export function SelectField({
  label,
  error,
  id,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none ${
          error ? 'border-danger' : 'border-gray-300'
        }`}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
