import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { useFieldError } from '@/components/form/bound-fields';
import { FormField } from '@/components/form/form-field';

/** A whole number bound to the surrounding form (read as a number), with its bounds. */
export function NumberField({
  name,
  label,
  hint,
  min,
  max,
  disabled,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  min: number;
  max: number;
  disabled?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input outreach__number"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}
