import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/form/form-field';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';

/** Who the matched companies should contact, and the consent to do so. */
export function ContactStep() {
  const { register, formState } = useFormContext<QuoteFormValues>();
  const { errors } = formState;
  const consentId = useId();
  const consentErrorId = `${consentId}-error`;
  return (
    <>
      <FormField label="Your name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="text"
            autoComplete="name"
            {...register('name')}
          />
        )}
      </FormField>

      <FormField
        label="Email"
        hint="We send your tracking link here."
        error={errors.email?.message}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            {...register('email')}
          />
        )}
      </FormField>

      <FormField
        label="Phone"
        hint="A UK number, such as 07700 900123."
        error={errors.phone?.message}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        )}
      </FormField>

      <div
        className={
          errors.consent ? 'form-field__field form-field__field--invalid' : 'form-field__field'
        }
      >
        {errors.consent ? (
          <p id={consentErrorId} className="form-field__error">
            {errors.consent.message}
          </p>
        ) : null}
        <div className="form-field__option">
          <input
            id={consentId}
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            {...register('consent')}
          />
          <label htmlFor={consentId}>
            I agree that up to three matched companies may contact me about this job.
          </label>
        </div>
      </div>
    </>
  );
}
