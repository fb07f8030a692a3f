import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTE_STEPS,
  quoteRequestSchema,
  type QuoteStep,
} from '@fixwell/common/quote/quote-request';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

import { QuoteRequestError } from '@/features/quote-request/api/quote-request-error';
import {
  submitQuoteRequest,
  type SubmittedQuote,
} from '@/features/quote-request/api/submit-quote-request';
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
  stepOfField,
  stepSchema,
  toQuoteRequestInput,
  type QuoteFormValues,
  type QuoteQuestion,
  type QuoteSource,
} from '@/features/quote-request/quote-form-values';
import type { UseQuotePhotos } from '@/features/quote-request/quote-photos-slot';

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

export type QuoteWizardOptions = {
  questionsQuery: QuestionsQuery;
  /** Values from the link or the signed-in profile; a saved draft wins over them. */
  prefill: Partial<QuoteFormValues> | undefined;
  source: QuoteSource;
  /** Where the draft is kept, so the public and customer-area forms do not share one. */
  draftKey: string;
  /** Called once the request is taken; the draft is gone and the token remembered by then. */
  onSubmitted: (quote: SubmittedQuote) => void;
  usePhotos: UseQuotePhotos;
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
 * The quote form's wizard: four short steps, each checked with the shared step schema before the
 * next, the draft restored where the person left it, then the `submitQuoteRequest` callable,
 * which checks the whole again. Messages from the server land on the first step they concern;
 * those for later steps wait until the person gets there. The component only renders.
 */
export function useQuoteWizard({
  questionsQuery,
  prefill,
  source,
  draftKey,
  onSubmitted,
  usePhotos,
}: QuoteWizardOptions) {
  const [start] = useState(() => initialState(draftKey, prefill));
  const [step, setStep] = useState<QuoteStep>(start.step);
  const [formError, setFormError] = useState<string | null>(null);
  /** After a step change: the field to focus (an error), or the step's heading. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const laterErrors = useRef<Record<string, string>>({});
  const alertRef = useRef<HTMLDivElement>(null);

  // The resolver follows the step: only the fields in view are checked before moving on, so
  // this form cannot use useZodForm's one fixed schema.
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
  const { watch, getValues, reset, clearErrors, setError, setFocus } = form;
  const service = watch('service');
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const photoUploads = usePhotos(start.values.photos, (refs) => {
    form.setValue('photos', refs, { shouldDirty: true });
    form.clearErrors('photos');
  });

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

  /** Runs once the step in view is valid: the next step, or on the last one the request. */
  async function continueFromStep() {
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
  }

  function back() {
    clearErrors();
    reset(getValues(), { keepDefaultValues: true });
    showStep(QUOTE_STEPS[index - 1]!);
  }

  return {
    form,
    step,
    /** 0 for the first step. */
    index,
    isLast,
    continueFromStep,
    back,
    headingRef,
    alertRef,
    formError,
    service,
    questions: {
      questions: questionList,
      loading: service !== '' && questions.isPending,
      failed: questions.isError,
      retrying: questions.isFetching,
      retry: () => void questions.refetch(),
    },
    photoUploads,
    waitingForPhotos,
  };
}
