import { FormField } from '@/components/form/form-field';

export type FilterSelectOptions = {
  label: string;
  /** The first option, which clears the filter ("All statuses"). */
  allLabel: string;
  /** [value, label] pairs, in the order shown. */
  options: ReadonlyArray<readonly [string, string]>;
};

export type FilterSelectProps = FilterSelectOptions & {
  value: string | undefined;
  onChange: (value: string) => void;
};

/** A labelled select of a list's filters, applied as soon as one is chosen; the first option clears it. */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          className="form-field__input"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{allLabel}</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
