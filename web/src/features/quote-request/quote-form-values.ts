import {
  MAX_QUOTE_PHOTOS,
  quotePhotoRefSchema,
  type QuotePhotoRef,
} from '@fixwell/common/quote/quote-photos';
import type { QUOTE_SOURCES } from '@fixwell/common/quote/quote-request';
import {
  BUDGET_BANDS,
  PROPERTY_TYPES,
  QUOTE_MESSAGES,
  QUOTE_STEPS,
  QUOTE_TIMINGS,
  quoteStepSchemas,
  type BudgetBand,
  type PropertyType,
  type QuoteRequestInput,
  type QuoteStep,
  type QuoteTiming,
} from '@fixwell/common/quote/quote-request';
import { normaliseUkPostcode } from '@fixwell/common/uk-postcode';

/** A question of the chosen service, as the catalogue stores it. */
export type QuoteQuestion = {
  id: string;
  label: string;
  type: 'single-choice' | 'multiple-choice' | 'text';
  options?: readonly string[] | undefined;
  required: boolean;
};

/** A service the form offers. */
export type QuoteServiceOption = { slug: string; name: string };

export type QuoteSource = (typeof QUOTE_SOURCES)[number];

/** Everything the form holds: the request's fields, with '' for a choice not made yet. */
export type QuoteFormValues = {
  service: string;
  answers: Record<string, string | string[]>;
  timing: QuoteTiming | '';
  budget: BudgetBand | '';
  description: string;
  postcode: string;
  propertyType: PropertyType | '';
  name: string;
  email: string;
  phone: string;
  consent: boolean;
  /** Photos already uploaded (POST /api/quote-photos); one still uploading is not here yet. */
  photos: QuotePhotoRef[];
  /** A company's slug from `?company=`: the request goes to that company first. Never shown. */
  company: string;
  /** The honeypot. */
  website: string;
};

export const BLANK_QUOTE_VALUES: QuoteFormValues = {
  service: '',
  answers: {},
  timing: '',
  budget: '',
  description: '',
  postcode: '',
  propertyType: '',
  name: '',
  email: '',
  phone: '',
  consent: false,
  photos: [],
  company: '',
  website: '',
};

export const QUOTE_STEP_TITLES: Record<QuoteStep, string> = {
  service: 'The service',
  job: 'The job',
  place: 'The place',
  contact: 'Your details',
};

/** The step that asks for a field (`answers.<id>` belongs to the service step). */
export function stepOfField(field: string): QuoteStep | undefined {
  const root = field.split('.')[0] ?? field;
  // The photos are chosen in the job step but checked only with the whole request.
  if (root === 'photos') return 'job';
  return QUOTE_STEPS.find((step) => root in quoteStepSchemas[step].shape);
}

function isEmptyAnswer(value: unknown): boolean {
  if (Array.isArray(value))
    return value.length === 0 || value.some((item) => typeof item !== 'string');
  return typeof value !== 'string' || value.trim() === '';
}

/** The step's shared schema, plus the chosen service's required questions on the first step. */
export function stepSchema(step: QuoteStep, questions: readonly QuoteQuestion[] | undefined) {
  if (step !== 'service') return quoteStepSchemas[step];
  return quoteStepSchemas.service.superRefine((values, context) => {
    for (const question of questions ?? []) {
      if (question.required && isEmptyAnswer(values.answers[question.id])) {
        context.addIssue({
          code: 'custom',
          path: ['answers', question.id],
          message: QUOTE_MESSAGES.answer,
        });
      }
    }
  });
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What the link asked for: `service` (a known slug), `q` (matched to a service, else the start
 * of the description), `postcode`, `company`, and `timing=emergency`.
 */
export function prefillFromSearch(
  params: URLSearchParams,
  options: {
    isKnownService: (slug: string) => boolean;
    matchService: (text: string) => string | undefined;
  },
): Partial<QuoteFormValues> {
  const prefill: Partial<QuoteFormValues> = {};
  const service = params.get('service')?.trim().toLowerCase();
  const q = params.get('q')?.trim();
  if (service && options.isKnownService(service)) prefill.service = service;
  else if (q) {
    const matched = options.matchService(q);
    if (matched) prefill.service = matched;
    else prefill.description = q.slice(0, 2000);
  }
  const postcode = params.get('postcode')?.trim();
  if (postcode) prefill.postcode = normaliseUkPostcode(postcode) ?? postcode.slice(0, 10);
  const company = params.get('company')?.trim().toLowerCase();
  if (company && SLUG.test(company)) prefill.company = company;
  const timing = params.get('timing');
  if (timing === 'emergency' && isOneOf(QUOTE_TIMINGS, timing)) prefill.timing = timing;
  return prefill;
}

/** Only the answers given, trimmed; an unanswered question (null, '' or []) is left out. */
export function givenAnswers(answers: unknown): Record<string, string | string[]> {
  if (!answers || typeof answers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(answers as Record<string, unknown>)
      .map(([id, value]): [string, unknown] => [
        id,
        typeof value === 'string' ? value.trim() : value,
      ])
      .filter((entry): entry is [string, string | string[]] => !isEmptyAnswer(entry[1])),
  );
}

/** What the callable receives. */
export function toQuoteRequestInput(
  values: QuoteFormValues,
  source: QuoteSource,
): QuoteRequestInput {
  return {
    service: values.service,
    answers: givenAnswers(values.answers),
    timing: values.timing as QuoteTiming,
    budget: values.budget as BudgetBand,
    description: values.description,
    postcode: values.postcode,
    propertyType: values.propertyType as PropertyType,
    name: values.name,
    email: values.email,
    phone: values.phone,
    consent: values.consent as true,
    source,
    ...(values.company ? { company: values.company } : {}),
    ...(values.photos.length > 0
      ? { photos: values.photos.map(({ id, token }) => ({ id, token })) }
      : {}),
    ...(values.website ? { website: values.website } : {}),
  };
}

/** A saved draft read back defensively: anything of the wrong shape is dropped. */
export function sanitiseDraft(raw: unknown): Partial<QuoteFormValues> {
  if (!raw || typeof raw !== 'object') return {};
  const saved = raw as Record<string, unknown>;
  const draft: Partial<QuoteFormValues> = {};
  const text = (key: keyof QuoteFormValues) =>
    typeof saved[key] === 'string' ? (saved[key] as string) : undefined;
  for (const key of [
    'service',
    'description',
    'postcode',
    'name',
    'email',
    'phone',
    'company',
  ] as const) {
    const value = text(key);
    if (value !== undefined) draft[key] = value;
  }
  const timing = text('timing') ?? null;
  if (isOneOf(QUOTE_TIMINGS, timing)) draft.timing = timing;
  const budget = text('budget') ?? null;
  if (isOneOf(BUDGET_BANDS, budget)) draft.budget = budget;
  const propertyType = text('propertyType') ?? null;
  if (isOneOf(PROPERTY_TYPES, propertyType)) draft.propertyType = propertyType;
  if (typeof saved.consent === 'boolean') draft.consent = saved.consent;
  if (Array.isArray(saved.photos)) {
    const seen = new Set<string>();
    draft.photos = saved.photos
      .flatMap((photo) => {
        const parsed = quotePhotoRefSchema.safeParse(photo);
        if (!parsed.success || seen.has(parsed.data.id)) return [];
        seen.add(parsed.data.id);
        return [parsed.data];
      })
      .slice(0, MAX_QUOTE_PHOTOS);
  }
  if (saved.answers && typeof saved.answers === 'object' && !Array.isArray(saved.answers)) {
    draft.answers = Object.fromEntries(
      Object.entries(saved.answers as Record<string, unknown>).filter(
        ([, value]) =>
          typeof value === 'string' ||
          (Array.isArray(value) && value.every((item) => typeof item === 'string')),
      ),
    ) as Record<string, string | string[]>;
  }
  return draft;
}
