import { QUOTE_STEPS } from '@fixwell/common/quote/quote-request';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { HoneypotField } from '@/components/form/bound-fields';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { ContactStep } from '@/features/quote-request/components/contact-step';
import { JobStep } from '@/features/quote-request/components/job-step';
import { PlaceStep } from '@/features/quote-request/components/place-step';
import { ServiceStep } from '@/features/quote-request/components/service-step';
import { ServiceSuggestionBox } from '@/features/quote-request/components/service-suggestion-box';
import { StepIndicator } from '@/features/quote-request/components/step-indicator';
import {
  useQuoteWizard,
  WAITING_FOR_PHOTOS,
  type QuoteWizardOptions,
} from '@/features/quote-request/hooks/use-quote-wizard';
import {
  QUOTE_STEP_TITLES,
  type QuoteFormValues,
  type QuoteServiceOption,
} from '@/features/quote-request/quote-form-values';
import { useNoQuotePhotos, type UseQuotePhotos } from '@/features/quote-request/quote-photos-slot';

import './quote-request.css';

// Kept importable from here, where the form's users and tests have always found them.
export {
  QUESTIONS_NOT_READY,
  WAITING_FOR_PHOTOS,
  type QuestionsQuery,
} from '@/features/quote-request/hooks/use-quote-wizard';

export type QuoteRequestFormProps = Omit<QuoteWizardOptions, 'prefill' | 'usePhotos'> & {
  services: readonly QuoteServiceOption[];
  /** Values from the link (`?service=`…) or the signed-in profile; a saved draft wins over them. */
  prefill?: Partial<QuoteFormValues>;
  /** `compact` for the embeddable widget: tighter, and its links open outside the frame. */
  variant?: 'full' | 'compact';
  /** Photo support for the job step; without it the form asks for none. Keep it the same hook. */
  usePhotos?: UseQuotePhotos;
};

/** The quote request form's four steps, as `useQuoteWizard` moves through them. */
export function QuoteRequestForm({
  services,
  variant = 'full',
  usePhotos = useNoQuotePhotos,
  prefill,
  ...wizardOptions
}: QuoteRequestFormProps) {
  const wizard = useQuoteWizard({ ...wizardOptions, prefill, usePhotos });
  const { form, step, index, isLast, photoUploads, waitingForPhotos } = wizard;
  const failedPhotos = photoUploads.failed;

  const serviceOptions = useMemo(
    () => [...services].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    [services],
  );

  return (
    <>
      <Form
        form={form}
        className={
          variant === 'compact'
            ? 'form--wide quote-form quote-form--compact'
            : 'form--wide quote-form'
        }
        aria-label="Quote request"
        onSubmit={wizard.continueFromStep}
      >
        <StepIndicator steps={QUOTE_STEPS} current={step} titles={QUOTE_STEP_TITLES} />

        <h2 ref={wizard.headingRef} tabIndex={-1} className="quote-form__heading">
          Step {index + 1} of {QUOTE_STEPS.length}: {QUOTE_STEP_TITLES[step]}
        </h2>

        <div ref={wizard.alertRef} tabIndex={-1} className="quote-form__alert-slot">
          <FormAlert message={wizard.formError} />
        </div>

        {step === 'service' ? (
          <ServiceStep services={serviceOptions} questions={wizard.questions} />
        ) : null}
        {step === 'job' ? (
          <JobStep
            photos={(error) => photoUploads.render({ error, compact: variant === 'compact' })}
          />
        ) : null}
        {step === 'place' ? <PlaceStep /> : null}
        {step === 'contact' ? (
          <>
            <ContactStep />
            <p className="form-field__hint">
              We pass your details only to the companies matched to this job. Our{' '}
              {variant === 'compact' ? (
                // Inside another site's frame: our pages refuse framing, so open a new tab.
                <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
                  privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={paths.privacy}>privacy policy</Link>
              )}{' '}
              explains how we look after them.
            </p>
            {failedPhotos > 0 ? (
              <p className="notice notice--warning">
                {failedPhotos === 1 ? '1 photo' : `${failedPhotos} photos`} did not upload and will
                not be sent. Go back to “{QUOTE_STEP_TITLES.job}” to try again or remove{' '}
                {failedPhotos === 1 ? 'it' : 'them'}.
              </p>
            ) : null}
          </>
        ) : null}

        <HoneypotField />

        <p className="quote-form__waiting" role="status">
          {waitingForPhotos ? WAITING_FOR_PHOTOS : ''}
        </p>

        <div className="form-actions form-actions--main-last">
          <button
            type="submit"
            className="button button--primary"
            disabled={form.formState.isSubmitting}
          >
            {isLast
              ? waitingForPhotos
                ? 'Waiting for photos to upload…'
                : form.formState.isSubmitting
                  ? 'Sending your request…'
                  : 'Send my request'
              : 'Continue'}
          </button>
          {index > 0 ? (
            <button type="button" className="button button--secondary" onClick={wizard.back}>
              Back
            </button>
          ) : null}
        </div>
      </Form>
      {/* Its own form, beside the request's (forms cannot nest); not in another site's widget. */}
      {step === 'service' && variant === 'full' ? <ServiceSuggestionBox /> : null}
    </>
  );
}
