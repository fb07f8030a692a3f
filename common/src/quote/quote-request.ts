import { z } from 'zod';

import { isUkPhone, UK_PHONE_MESSAGE } from '../uk-phone';
import { ukPostcodeSchema } from '../uk-postcode';
import type { QuoteMatch } from '../lead/lead';
import { quotePhotoRefsSchema, type QuotePhoto } from './quote-photos';

// A homeowner's quote request: the form (web), the submitQuoteRequest callable (functions) and the
// stored `quotes/{id}` document share these shapes and messages, so a rule is written once.

export const QUOTE_TIMINGS = ['emergency', 'within-2-days', 'within-2-weeks', 'flexible'] as const;
export type QuoteTiming = (typeof QUOTE_TIMINGS)[number];
export const QUOTE_TIMING_LABELS: Record<QuoteTiming, string> = {
  emergency: 'Emergency: as soon as possible',
  'within-2-days': 'Within 2 days',
  'within-2-weeks': 'Within 2 weeks',
  flexible: "I'm flexible",
};

export const BUDGET_BANDS = [
  'under-250',
  '250-1000',
  '1000-5000',
  '5000-15000',
  'over-15000',
  'not-sure',
] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const BUDGET_BAND_LABELS: Record<BudgetBand, string> = {
  'under-250': 'Under £250',
  '250-1000': '£250 to £1,000',
  '1000-5000': '£1,000 to £5,000',
  '5000-15000': '£5,000 to £15,000',
  'over-15000': 'Over £15,000',
  'not-sure': 'Not sure yet',
};

export const PROPERTY_TYPES = ['house', 'flat', 'bungalow', 'commercial', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  flat: 'Flat or maisonette',
  bungalow: 'Bungalow',
  commercial: 'Commercial premises',
  other: 'Other',
};

export const QUOTE_MESSAGES = {
  service: 'Choose the service you need.',
  serviceHidden:
    'We are not taking requests for this service at the moment. Choose another service, or contact us.',
  answer: 'Answer this question.',
  timing: 'Choose when you need the work done.',
  budget: 'Choose a budget, or "Not sure yet".',
  propertyType: 'Choose the type of property.',
  descriptionShort: 'Describe the job in at least 20 characters.',
  descriptionLong: 'Keep the description to 2,000 characters or fewer.',
  name: 'Enter your name.',
  email: 'Enter a valid email address, such as name@example.co.uk.',
  phone: UK_PHONE_MESSAGE,
  consent: 'Tick the box so matched companies may contact you about this job.',
  unknownArea: 'We do not cover that postcode area yet. Check the postcode, or contact us.',
  tooMany: 'Too many quote requests. Please wait an hour and try again.',
  duplicate:
    'You sent the same request in the last 24 hours. We are already finding companies for it.',
} as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Answers to the service's own questions, by question id (choices as lists). */
export const quoteAnswersSchema = z.record(
  z.string().regex(/^[a-z0-9-]{1,60}$/),
  z.union([z.string().trim().max(500), z.array(z.string().trim().max(120)).max(10)]),
);

// One schema per step, so the form validates a step before moving on and the server validates
// the whole request with the same rules.
export const quoteStepSchemas = {
  service: z.object({
    service: slug.or(z.literal('')).refine((value) => value !== '', QUOTE_MESSAGES.service),
    answers: quoteAnswersSchema,
  }),
  job: z.object({
    timing: z.enum(QUOTE_TIMINGS, { error: QUOTE_MESSAGES.timing }),
    budget: z.enum(BUDGET_BANDS, { error: QUOTE_MESSAGES.budget }),
    description: z
      .string()
      .trim()
      .min(20, QUOTE_MESSAGES.descriptionShort)
      .max(2000, QUOTE_MESSAGES.descriptionLong),
  }),
  place: z.object({
    postcode: ukPostcodeSchema,
    propertyType: z.enum(PROPERTY_TYPES, { error: QUOTE_MESSAGES.propertyType }),
  }),
  contact: z.object({
    name: z.string().trim().min(2, QUOTE_MESSAGES.name).max(100, QUOTE_MESSAGES.name),
    email: z.string().trim().toLowerCase().pipe(z.email(QUOTE_MESSAGES.email)),
    phone: z
      .string()
      .trim()
      .refine((value) => isUkPhone(value), QUOTE_MESSAGES.phone),
    consent: z.literal(true, { error: QUOTE_MESSAGES.consent }),
  }),
} as const;

export const QUOTE_STEPS = ['service', 'job', 'place', 'contact'] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];

export const QUOTE_SOURCES = ['web', 'widget', 'customer-area'] as const;

/** The form visit's funnel id (quote-funnel.ts): 128 random bits as 32 lower-case hex digits. */
export const quoteDraftIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** What the submitQuoteRequest callable accepts. */
export const quoteRequestSchema = quoteStepSchemas.service
  .extend(quoteStepSchemas.job.shape)
  .extend(quoteStepSchemas.place.shape)
  .extend(quoteStepSchemas.contact.shape)
  .extend({
    /** A company's profile or widget slug: the request goes to that company first. */
    company: slug.optional(),
    source: z.enum(QUOTE_SOURCES),
    /** Honeypot: people never see it, so anything typed here was typed by a bot. */
    website: z.string().max(200).optional(),
    /** The form visit's funnel id, so its abandoned draft is marked as sent (quote-funnel.ts). */
    draftId: quoteDraftIdSchema.optional(),
    /** Photos uploaded through POST /api/quote-photos (quote-photos.ts); none when absent. */
    photos: quotePhotoRefsSchema,
  });

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const QUOTE_STATUSES = ['received', 'matched', 'no-match', 'accepted', 'closed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Why matching chose nobody: no subscribed company covers the job, or all are full or away. */
export const QUOTE_NO_MATCH_REASONS = ['no-company-covers', 'none-available'] as const;
export type QuoteNoMatchReason = (typeof QUOTE_NO_MATCH_REASONS)[number];

/** The answer to a submitQuoteRequest call that failed validation (details carry `fields`). */
export const QUOTE_INVALID_MESSAGE = 'Check the highlighted fields.';

/** Per-field messages of a refused request, by top-level field (`answers` for any answer). */
export type QuoteFieldErrors = Partial<Record<keyof QuoteRequestInput, string>>;

/** What submitQuoteRequest answers. */
export interface SubmitQuoteResult {
  id: string;
  /** Shown once: only its SHA-256 is stored, so a lost token cannot be recovered. */
  trackingToken: string;
}

/** A tracking token: 32 random bytes as unpadded base64url. */
export const quoteTrackingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** What getQuoteStatus accepts. */
export const quoteStatusRequestSchema = z.object({ token: quoteTrackingTokenSchema });

export const QUOTE_TRACKING_MESSAGES = {
  notFound: 'We could not find a quote request for that link. Check it, or request a new quote.',
  tooMany: 'Too many checks from your connection. Please wait an hour and try again.',
} as const;

/** What getQuoteStatus answers: no contact details and no description, only progress. */
export interface QuoteStatusView {
  serviceName: string;
  postcodeDistrict: string;
  /** ISO 8601. */
  createdAt: string;
  status: QuoteStatus;
  timeline: Array<{ status: QuoteStatus; at: string }>;
  /** How many matched companies have accepted the job. */
  responses: number;
}

/**
 * `quotes/{id}` as functions store it. The customer it is linked to may read it; the tracking
 * link reads only `QuoteStatusView`; companies never read it (they get a lead).
 */
export interface QuoteDocument<TTime> {
  service: string;
  serviceName: string;
  answers: Record<string, string | string[]>;
  timing: QuoteTiming;
  budget: BudgetBand;
  description: string;
  postcode: string;
  postcodeArea: string;
  postcodeDistrict: string;
  propertyType: PropertyType;
  contact: { name: string; email: string; phone: string };
  customerId: string | null;
  /** The slug of the company whose widget or profile the request came from. */
  company: string | null;
  source: (typeof QUOTE_SOURCES)[number];
  status: QuoteStatus;
  timeline: Array<{ status: QuoteStatus; at: TTime }>;
  matches: Array<QuoteMatch<TTime>>;
  /** Photos of the job, served by GET /api/quote-photos/{id}; absent on older quotes (none). */
  photos?: QuotePhoto[];
  /** Set by matching: when it ran, and (for `no-match`) why nobody was chosen. */
  matchedAt?: TTime;
  noMatchReason?: string | null;
  /** SHA-256 of the tracking token (the token itself is never stored). */
  trackingTokenHash: string;
  /** Finds the same request sent again within a day (functions/src/quotes/quote-request-parts.ts). */
  dedupeKey: string;
  createdAt: TTime;
  updatedAt: TTime;
}
