import { useFormContext } from 'react-hook-form';

import { CheckboxField } from '@/components/form/form-field';
import { EmailField, NameField, PhoneField } from '@/components/form/person-fields';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';

/** Who the matched companies should contact, and the consent to do so. */
export function ContactStep() {
  const { register, formState } = useFormContext<QuoteFormValues>();
  return (
    <>
      <NameField label="Your name" />
      <EmailField hint="We send your tracking link here." />
      <PhoneField />
      <CheckboxField
        label="I agree that up to three matched companies may contact me about this job."
        error={formState.errors.consent?.message}
      >
        {(control) => <input {...control} type="checkbox" {...register('consent')} />}
      </CheckboxField>
    </>
  );
}
