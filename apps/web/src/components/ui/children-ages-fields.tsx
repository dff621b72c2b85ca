/**
 * One age box per child declared (the adoption form's and the compatibility
 * questionnaire's): a fieldset of number inputs, each with its own error, and
 * the list's own error (not one age per child) under them.
 */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { ADOPTION_CHILD_AGE_MAX } from '@huella/shared/constants';
import { TextField } from './text-field';

interface ChildrenAgesFieldsProps {
  count: number;
  legend: string;
  /** The label of the n-th box, from 1. */
  label: (position: number) => string;
  register: (index: number) => UseFormRegisterReturn;
  /** react-hook-form's errors of the ages array: one per box, and the array's own. */
  errors?: { message?: string; [index: number]: FieldError | undefined };
}

export function ChildrenAgesFields({
  count,
  legend,
  label,
  register,
  errors,
}: ChildrenAgesFieldsProps) {
  if (count === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <TextField
            key={index}
            label={label(index + 1)}
            type="number"
            inputMode="numeric"
            min={0}
            max={ADOPTION_CHILD_AGE_MAX}
            error={errors?.[index]?.message}
            {...register(index)}
          />
        ))}
      </div>
      {errors?.message ? (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {errors.message}
        </p>
      ) : null}
    </fieldset>
  );
}
