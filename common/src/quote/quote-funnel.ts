import { z } from 'zod';

import { ukPostcodeSchema } from '../uk-postcode';
import { QUOTE_STEPS, quoteDraftIdSchema, quoteStepSchemas, type QuoteStep } from './quote-request';

// The quote form's funnel: the form reports each step a visitor enters, completes or leaves
// (POST /api/quote-form-events), functions add them up per day in `quoteFunnelDaily/{YYYY-MM-DD}`,
// and `/admin/analytics/quote-form` reads at most one document per day of the period.

/** The stages of the funnel: the form's steps, then the stored request. */
export const QUOTE_FUNNEL_STAGES = [...QUOTE_STEPS, 'submitted'] as const;
export type QuoteFunnelStage = (typeof QUOTE_FUNNEL_STAGES)[number];

export const QUOTE_FUNNEL_EVENT_KINDS = ['entered', 'completed', 'abandoned'] as const;
export type QuoteFunnelEventKind = (typeof QUOTE_FUNNEL_EVENT_KINDS)[number];

export const QUOTE_FUNNEL_STAGE_LABELS: Record<QuoteFunnelStage, string> = {
  service: 'The service',
  job: 'The job',
  place: 'The place',
  contact: 'Your details',
  submitted: 'Request sent',
};

/** The HTTP endpoint the form sends its events to (with `navigator.sendBeacon`). */
export const QUOTE_FUNNEL_EVENTS_PATH = '/quote-form-events';
export const QUOTE_FUNNEL_MAX_EVENTS = 10;

export const QUOTE_FUNNEL_MESSAGES = {
  notJson: 'Send the events as a JSON object.',
  tooLarge: 'Send at most 8 KB of form events at a time.',
  invalid: 'These form events are not valid.',
  tooMany: 'Too many form events from your connection. Please wait an hour and try again.',
  failed: 'We could not record these form events. Please try again.',
  contactCompleted: 'The last step is completed by sending the quote request, not by a form event.',
  events: `Send between 1 and ${QUOTE_FUNNEL_MAX_EVENTS} events.`,
} as const;

/** A 128-bit random id made in the browser per visit of the form (32 lower-case hex digits). */
export const quoteFunnelSessionIdSchema = quoteDraftIdSchema;

const serviceSlug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * One step event. `submitted` (and the last step's `completed`) are not sent by the form: the
 * submitQuoteRequest function records them when it stores the request, so they cannot be lost
 * or forged.
 */
export const quoteFunnelEventSchema = z
  .object({
    step: z.enum(QUOTE_STEPS),
    kind: z.enum(QUOTE_FUNNEL_EVENT_KINDS),
    /** The chosen service, once there is one. */
    service: serviceSlug.optional(),
  })
  .strict()
  .refine((event) => !(event.step === 'contact' && event.kind === 'completed'), {
    message: QUOTE_FUNNEL_MESSAGES.contactCompleted,
  });
export type QuoteFunnelEvent = z.output<typeof quoteFunnelEventSchema>;

/**
 * What a visitor who leaves the contact step with a valid email has typed so far, kept only so an
 * admin can send one recovery email. Only fields that passed the form's own checks are sent.
 */
export const quoteFunnelDraftSchema = z
  .object({
    email: quoteStepSchemas.contact.shape.email,
    name: quoteStepSchemas.contact.shape.name.optional(),
    service: serviceSlug.optional(),
    postcode: ukPostcodeSchema.optional(),
    step: z.enum(QUOTE_STEPS),
  })
  .strict();
export type QuoteFunnelDraft = z.output<typeof quoteFunnelDraftSchema>;

/** The body of POST /api/quote-form-events. */
export const quoteFunnelBatchSchema = z
  .object({
    sessionId: quoteFunnelSessionIdSchema,
    /**
     * When the browser made the batch (epoch milliseconds, its own clock). Only compared with the
     * same visit's other batches: beacons can arrive out of order, departures must not.
     */
    at: z.number().int().nonnegative(),
    events: z
      .array(quoteFunnelEventSchema)
      .min(1, QUOTE_FUNNEL_MESSAGES.events)
      .max(QUOTE_FUNNEL_MAX_EVENTS, QUOTE_FUNNEL_MESSAGES.events),
    /** Sent with an `abandoned` event once the contact step holds a valid email. */
    draft: quoteFunnelDraftSchema.optional(),
  })
  .strict();
export type QuoteFunnelBatchInput = z.input<typeof quoteFunnelBatchSchema>;
export type QuoteFunnelBatch = z.output<typeof quoteFunnelBatchSchema>;

/** The first problem of a refused batch, in words, with where it is (`events.0.step: …`). */
export function quoteFunnelBatchError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return QUOTE_FUNNEL_MESSAGES.invalid;
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Counts of one stage: `submitted` has only `entered`. */
export type QuoteFunnelCounts = Partial<Record<QuoteFunnelEventKind, number>>;
export type QuoteFunnelStageCounts = Partial<Record<QuoteFunnelStage, QuoteFunnelCounts>>;

/**
 * `quoteFunnelDaily/{YYYY-MM-DD}` (a day in Europe/London): counts per stage and kind, overall and
 * per service slug. Each visit counts once per stage and kind per day; `abandoned` counts only the
 * last step a visit left from, and is taken back when that visit sends its request the same day.
 */
export interface QuoteFunnelDayDocument<TTime> {
  day: string;
  steps: QuoteFunnelStageCounts;
  services: Record<string, QuoteFunnelStageCounts>;
  updatedAt: TTime;
}

export const QUOTE_DRAFT_STATUSES = ['abandoned', 'converted'] as const;
export type QuoteDraftStatus = (typeof QUOTE_DRAFT_STATUSES)[number];

/** `quoteDrafts/{sessionId}`: read by admins in `/admin/quote-recovery`, written by functions. */
export interface QuoteDraftDocument<TTime> {
  status: QuoteDraftStatus;
  /** Removed, with name and postcode, once the request is sent: the quote holds them then. */
  email?: string;
  name?: string;
  service?: string;
  serviceName?: string;
  postcode?: string;
  lastStep: QuoteStep;
  createdAt: TTime;
  updatedAt: TTime;
  /** When the draft (and its personal data) is deleted by the TTL policy. */
  expiresAt: TTime;
  recoveryEmailSentAt?: TTime;
  recoveryEmailSentBy?: string;
  /** The `mail` document of the recovery email. */
  recoveryMailId?: string;
  quoteId?: string;
  convertedAt?: TTime;
}

/** What the sendQuoteRecoveryEmail callable accepts. */
export const sendQuoteRecoveryEmailSchema = z.object({ draftId: quoteDraftIdSchema }).strict();
export type SendQuoteRecoveryEmailInput = z.input<typeof sendQuoteRecoveryEmailSchema>;

export interface SendQuoteRecoveryEmailResult {
  /** ISO 8601. */
  sentAt: string;
}

export const QUOTE_RECOVERY_MESSAGES = {
  notAdmin: 'Only admins can send recovery emails.',
  invalid: 'Choose a quote draft to follow up.',
  notFound: 'We could not find that quote draft. It may have expired.',
  converted: 'This person has since sent their quote request, so no recovery email is needed.',
  noEmail: 'This draft has no email address to write to.',
  failed: 'We could not queue the recovery email. Please try again.',
} as const;

/**
 * One reminder per draft, never a second: the email promises not to write about the request again,
 * and the privacy policy names one reminder as the use of this data.
 */
export function recoveryAlreadySentMessage(sentOn: string): string {
  return `A recovery email was already sent on ${sentOn}. Each abandoned request gets one reminder only.`;
}
