/**
 * A question answered with one of a few choices (the adoption form's and the
 * compatibility questionnaire's): a fieldset whose legend is the question,
 * pill-shaped radios, and the error announced and tied to the group.
 */
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface RadioGroupProps {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export function RadioGroup({ legend, options, registration, error }: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 text-ink has-checked:border-primary has-checked:bg-secondary/50 has-focus-visible:ring-2 has-focus-visible:ring-secondary-dark"
          >
            <input
              type="radio"
              value={value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
      {error?.message ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
