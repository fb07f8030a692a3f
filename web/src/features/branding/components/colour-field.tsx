import type { BrandingInput } from '@fixwell/common/company-branding-schema';
import { useFormContext } from 'react-hook-form';

import { useFieldError } from '@/components/form/bound-fields';
import { FormField } from '@/components/form/form-field';
import { completeColour, contrastReadout, FIXWELL_BLUE } from '@/features/branding/brand-colour';

/**
 * The brand colour: a native colour picker and the hex text it fills (either can be used, the
 * text by keyboard or paste), with the contrast of white text on it read out as it changes.
 */
export function ColourField() {
  const { register, setValue, watch } = useFormContext<BrandingInput>();
  const error = useFieldError('brandColour');
  const value = watch('brandColour');
  const readout = contrastReadout(value);
  const readoutClass =
    readout.passes === null
      ? 'branding-colour__readout'
      : `branding-colour__readout branding-colour__readout--${readout.passes ? 'passes' : 'fails'}`;

  return (
    <FormField
      label="Brand colour"
      optional
      hint="Used behind white text on your documents, profile and widget buttons, so it must be dark enough to read (at least 4.5:1). Leave it blank for Fixwell blue."
      error={error}
      after={
        <p className={readoutClass} aria-live="polite">
          {readout.text}
        </p>
      }
    >
      {(control) => (
        <div className="branding-colour__controls">
          <input
            type="color"
            className="branding-colour__picker"
            aria-label="Pick the brand colour"
            value={completeColour(value) ?? FIXWELL_BLUE}
            onChange={(event) =>
              setValue('brandColour', event.target.value, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
          <input
            {...control}
            className="form-field__input branding-colour__hex"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="#1d4ed8"
            maxLength={7}
            {...register('brandColour')}
          />
        </div>
      )}
    </FormField>
  );
}
