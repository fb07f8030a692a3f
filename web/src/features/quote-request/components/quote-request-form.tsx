import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTE_STEPS,
  quoteRequestSchema,
  type QuoteStep,
} from '@fixwell/common/quote/quote-request';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { QuoteRequestError } from '@/features/quote-request/api/quote-request-error';
import {
  submitQuoteRequest,
  type SubmittedQuote,
} from '@/features/quote-request/api/submit-quote-request';
import { ContactStep } from '@/features/quote-request/components/contact-step';
import { JobStep } from '@/features/quote-request/components/job-step';
import { PlaceStep } from '@/features/quote-request/components/place-step';
import { ServiceStep } from '@/features/quote-request/components/service-step';
import { StepIndicator } from '@/features/quote-request/components/step-indicator';
import { rememberTrackingToken } from '@/features/quote-request/hooks/tracking-token';
import {
  clearQuoteDraft,
  readQuoteDraft,
  useSaveQuoteDraft,
} from '@/features/quote-request/hooks/use-quote-draft';
import { useQuoteFunnel } from '@/features/quote-request/hooks/use-quote-funnel';
import {
  BLANK_QUOTE_VALUES,
  givenAnswers,
  QUOTE_STEP_TITLES,
  stepOfField,
  stepSchema,
  toQuoteRequestInput,
  type QuoteFormValues,
  type QuoteQuestion,
  type QuoteServiceOption,
  type QuoteSource,
} from '@/features/quote-request/quote-form-values';
import { useNoQuotePhotos, type UseQuotePhotos } from '@/features/quote-request/quote-photos-slot';

import './quote-request.css';

export const QUESTIONS_NOT_READY =
  'The questions for this service are still loading. Answer them, then continue.';
export const WAITING_FOR_PHOTOS =
  'Your photos are still uploading. Your request will be sent as soon as they have finished.';

/** How the form loads a service's questions; the app wires it to the catalogue. */
export type QuestionsQuery = (slug: string) => {
  queryKey: QueryKey;
  queryFn: () => Promise<readonly QuoteQuestion[]>;
  staleTime?: number;
};

export type QuoteRequestFormProps = {
  services: readonly QuoteServiceOption[];
  questionsQuery: QuestionsQuery;
  /** Values from the link (`?service=`…) or the signed-in profile; a saved draft wins over them. */
  prefill?: Partial<QuoteFormValues>;
  source: QuoteSource;
  /** Where the draft is kept, so the public and customer-area forms do not share one. */
  draftKey: string;
  /** Called once the request is taken; the draft is gone and the token remembered by then. */
  onSubmitted: (quote: SubmittedQuote) => void;
  /** `compact` for the embeddable widget: tighter, and its links open outside the frame. */
  variant?: 'full' | 'compact';
  /** Photo support for the job step; without it the form asks for none. Keep it the same hook. */
  usePhotos?: UseQuotePhotos;
};

/** Draft values that say something: an empty draft field does not hide a prefilled one. */
function givenValues(values: Partial<QuoteFormValues>): Partial<QuoteFormValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) =>
      typeof value === 'string'
        ? value !== ''
        : typeof value === 'boolean'
          ? value
          : Object.keys(value as object).length > 0,
    ),
  );
}

function initialState(draftKey: string, prefill: Partial<QuoteFormValues> | undefined) {
  const draft = readQuoteDraft(draftKey);
  return {
    values: { ...BLANK_QUOTE_VALUES, ...prefill, ...givenValues(draft.values) },
    step: draft.step ?? QUOTE_STEPS[0],
  };
}

/** The first step holding one of these fields, in the order the form asks them. */
function firstStepOf(fields: readonly string[]): QuoteStep | undefined {
  const steps = fields.map(stepOfField);
  return QUOTE_STEPS.find((step) => steps.includes(step));
}

/**
 * The quote request form: four short steps, each checked with the shared step schema before the
 * next, then the `submitQuoteRequest` callable, which checks the whole again.
 */
export function QuoteRequestForm({
  services,
  questionsQuery,
  prefill,
  source,
  draftKey,
  onSubmitted,
  variant = 'full',
  usePhotos = useNoQuotePhotos,
}: QuoteRequestFormProps) {
  const [start] = useState(() => initialState(draftKey, prefill));
  const [step, setStep] = useState<QuoteStep>(start.step);
  const [formError, setFormError] = useState<string | null>(null);
  /** After a step change: the field to focus (an error), or the step's heading. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const laterErrors = useRef<Record<string, string>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const trapId = useId();

  // The resolver follows the step: only the fields in view are checked before moving on.
  const schemaRef = useRef(stepSchema(start.step, undefined));
  const [resolver] = useState(() => {
    // Unanswered questions (a radio left alone is null) are not answers to check.
    const byStep: Resolver<QuoteFormValues> = (values, context, options) =>
      (zodResolver(schemaRef.current) as unknown as Resolver<QuoteFormValues>)(
        { ...values, answers: givenAnswers(values.answers) },
        context,
        options,
      );
    return byStep;
  });
  const form = useForm<QuoteFormValues>({ defaultValues: start.values, resolver });
  const { handleSubmit, watch, getValues, reset, clearErrors, setError, setFocus, register } = form;
  const service = watch('service');
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const photoUploads = usePhotos(start.values.photos, (refs) => {
    form.setValue('photos', refs, { shouldDirty: true });
    form.clearErrors('photos');
  });
  const failedPhotos = photoUploads.failed;

  const questions = useQuery({ ...questionsQuery(service), enabled: service !== '' });
  const questionList = service ? questions.data : undefined;
  useEffect(() => {
    schemaRef.current = stepSchema(step, questionList);
  }, [step, questionList]);

  useSaveQuoteDraft(draftKey, watch, getValues, step);
  useQuoteFunnel(step, getValues);

  useEffect(() => {
    if (focusTarget === null) return;
    // The photos have no single control to focus: their message is announced as an alert.
    if (focusTarget === 'heading' || focusTarget === 'photos') headingRef.current?.focus();
    else setFocus(focusTarget as keyof QuoteFormValues);
    setFocusTarget(null);
  }, [focusTarget, setFocus]);

  const index = QUOTE_STEPS.indexOf(step);
  const isLast = index === QUOTE_STEPS.length - 1;

  function showStep(next: QuoteStep) {
    setFormError(null);
    // Server messages for this step's fields, kept while earlier steps were corrected.
    const waiting = Object.entries(laterErrors.current).filter(
      ([name]) => stepOfField(name) === next,
    );
    for (const [name, message] of waiting) {
      setError(name as keyof QuoteFormValues, { type: 'server', message });
      delete laterErrors.current[name];
    }
    setStep(next);
    setFocusTarget(waiting[0]?.[0] ?? 'heading');
  }

  /** Messages per field (from the server, or the whole-form check): shown on the first step concerned. */
  function showFieldErrors(fields: Record<string, string>) {
    const names = Object.keys(fields);
    const target = firstStepOf(names);
    if (!target) return false;
    clearErrors();
    laterErrors.current = {};
    for (const [name, message] of Object.entries(fields)) {
      // Fields of later steps keep their messages for when the person gets there.
      if (stepOfField(name) === target) {
        setError(name as keyof QuoteFormValues, { type: 'server', message });
      } else laterErrors.current[name] = message;
    }
    const firstField = names.find((name) => stepOfField(name) === target);
    setStep(target);
    setFocusTarget(firstField ?? 'heading');
    return true;
  }

  async function send(values: QuoteFormValues) {
    const input = toQuoteRequestInput(values, source);
    // Every step was checked on the way, but a restored draft may skip some: check the whole.
    const checked = quoteRequestSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path.join('.');
        fields[name] ??= issue.message;
      }
      showFieldErrors(fields);
      return;
    }
    try {
      const quote = await submitQuoteRequest(input);
      rememberTrackingToken(quote.id, quote.trackingToken);
      clearQuoteDraft(draftKey);
      onSubmitted(quote);
    } catch (error) {
      const problem =
        error instanceof QuoteRequestError ? error : new QuoteRequestError(String(error));
      if (!showFieldErrors(problem.fieldErrors)) {
        setFormError(problem.message);
        alertRef.current?.focus();
      }
    }
  }

  // Until a service's own questions have arrived, the step cannot know what to ask, so it waits
  // rather than let the request go without them.
  const questionsNotReady = step === 'service' && service !== '' && questionList === undefined;

  const onSubmit = handleSubmit(async () => {
    if (questionsNotReady) {
      setFormError(QUESTIONS_NOT_READY);
      return;
    }
    if (isLast) {
      if (photoUploads.busy) {
        // A photo still on its way is waited for; one that fails is left out, never blocking.
        setWaitingForPhotos(true);
        await photoUploads.settled();
        setWaitingForPhotos(false);
      }
      await send(getValues());
      return;
    }
    // A new step starts unchecked: its fields are not judged while they are first filled in.
    reset(getValues(), { keepDefaultValues: true });
    showStep(QUOTE_STEPS[index + 1]!);
  });

  function back() {
    clearErrors();
    reset(getValues(), { keepDefaultValues: true });
    showStep(QUOTE_STEPS[index - 1]!);
  }

  const serviceOptions = useMemo(
    () => [...services].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    [services],
  );

  return (
    <FormProvider {...form}>
      <form
        className={variant === 'compact' ? 'quote-form quote-form--compact' : 'quote-form'}
        noValidate
        onSubmit={onSubmit}
        aria-label="Quote request"
      >
        <StepIndicator steps={QUOTE_STEPS} current={step} titles={QUOTE_STEP_TITLES} />

        <h2 ref={headingRef} tabIndex={-1} className="quote-form__heading">
          Step {index + 1} of {QUOTE_STEPS.length}: {QUOTE_STEP_TITLES[step]}
        </h2>

        <div ref={alertRef} tabIndex={-1} className="quote-form__alert-slot">
          {formError ? (
            <div role="alert" className="quote-form__alert">
              {formError}
            </div>
          ) : null}
        </div>

        {step === 'service' ? (
          <ServiceStep
            services={serviceOptions}
            questions={{
              questions: questionList,
              loading: service !== '' && questions.isPending,
              failed: questions.isError,
              retrying: questions.isFetching,
              retry: () => void questions.refetch(),
            }}
          />
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

        {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology,
            so only a bot fills it in. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={trapId}>Leave this field empty</label>
          <input
            id={trapId}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('website')}
          />
        </div>

        <p className="quote-form__waiting" role="status">
          {waitingForPhotos ? WAITING_FOR_PHOTOS : ''}
        </p>

        <div className="quote-form__actions">
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
            <button type="button" className="button button--secondary" onClick={back}>
              Back
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
