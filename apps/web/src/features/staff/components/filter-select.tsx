/**
 * A staff list's filter: a labelled select whose first option is "any" (the
 * empty value, no filter) followed by the given values, each in words.
 */
import { SelectField } from '../../../components/ui/select-field';

export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  anyLabel,
  options,
  optionLabel = (option) => option,
  className,
}: {
  label: string;
  /** The value in the address, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: readonly Value[];
  optionLabel?: (option: Value) => string;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
