import { z } from 'zod';

// The newsletter (issue 16 §3): visitors subscribe from the site footer with a double opt-in
// (POST /api/newsletter/subscribe, a confirmation email, GET/POST /api/newsletter/confirm), every
// issue carries a one-click unsubscribe link (RFC 8058) that also puts the address on the
// suppression list, and admins compose, test and send issues to a segment from /admin/newsletter.
// Admins read `newsletterSubscribers` and `newsletterIssues` directly; every change goes through
// a callable that checks an active admin and records an `adminAudit` entry.

/** Who a subscriber is, chosen in the footer (or taken from a signed-in person's role). */
export const NEWSLETTER_SEGMENTS = ['homeowners', 'companies'] as const;
export type NewsletterSegment = (typeof NEWSLETTER_SEGMENTS)[number];

/** Whom an issue goes to: one segment or all confirmed subscribers. */
export const NEWSLETTER_AUDIENCES = ['homeowners', 'companies', 'all'] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];

export const NEWSLETTER_SEGMENT_LABELS: Readonly<Record<NewsletterSegment, string>> = {
  homeowners: 'Homeowners',
  companies: 'Trade professionals',
};

export const NEWSLETTER_AUDIENCE_LABELS: Readonly<Record<NewsletterAudience, string>> = {
  homeowners: 'Homeowners',
  companies: 'Trade professionals',
  all: 'All subscribers',
};

/** The footer's choice, worded for the visitor. */
export const NEWSLETTER_SEGMENT_CHOICES: Readonly<Record<NewsletterSegment, string>> = {
  homeowners: 'I am a homeowner',
  companies: 'I am a trade professional',
};

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type NewsletterSubscriberStatus = (typeof NEWSLETTER_SUBSCRIBER_STATUSES)[number];

export const NEWSLETTER_STATUS_LABELS: Readonly<Record<NewsletterSubscriberStatus, string>> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
};

/** A confirmation link works for this long after the subscription was asked for. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Recipients queued per batch: each batch is one function run and one transaction. */
export const NEWSLETTER_BATCH_SIZE = 400;
export const NEWSLETTER_SUBJECT_MAX_LENGTH = 150;
export const NEWSLETTER_BODY_MAX_LENGTH = 50_000;
export const NEWSLETTER_REASON_MAX_LENGTH = 500;
/** Subscribers per page of /admin/newsletter. */
export const NEWSLETTER_PAGE_SIZE = 25;

export const NEWSLETTER_MESSAGES = {
  email: 'Enter a valid email address, like name@example.co.uk.',
  segment: 'Choose whether you are a homeowner or a trade professional.',
  website: 'Leave this field empty.',
  subscribed:
    'Thank you. Check your inbox: we have sent you an email with a link to confirm your subscription.',
  invalid: 'Please check the highlighted fields and try again.',
  tooMany: 'You have asked several times in the last hour. Please wait an hour and try again.',
  failed: 'We could not sign you up just now. Please try again in a few minutes.',
  notAdmin: 'Only an active admin can manage the newsletter.',
  subject: 'Write a subject.',
  subjectTooLong: `The subject must be ${NEWSLETTER_SUBJECT_MAX_LENGTH} characters or fewer.`,
  body: 'Write the issue.',
  bodyTooLong: 'The issue must be 50,000 characters or fewer.',
  audience: 'Choose homeowners, trade professionals or all subscribers.',
  reason: 'Give a reason (it is kept in the audit log).',
  reasonTooLong: `The reason must be ${NEWSLETTER_REASON_MAX_LENGTH} characters or fewer.`,
  subscriberId: 'Choose a subscriber.',
  subscriberNotFound: 'This subscriber has already been removed.',
  noRecipients:
    'Nobody would get this issue: there are no confirmed subscribers in that segment who are not suppressed.',
  recipientsChanged:
    'The number of recipients changed while you were deciding. Check the new number and send again.',
  noAdminEmail: 'Your account has no email address to send the test to.',
  testSent: 'Test sent to your address. It is queued for email.',
  issueQueued: 'The issue is being sent. The counts below update as it goes out.',
  suppressed:
    'The address is on the suppression list: it will get no newsletter or outreach email.',
  removed: 'Subscriber removed.',
  signInAgain:
    'For your security, type your password again: sending an issue needs a sign-in within the last 5 minutes.',
  password: 'Type your password: sending an issue needs a recent sign-in.',
  wrongPassword: 'That password is not right. Try again.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
} as const;

const reasonSchema = z
  .string({ message: NEWSLETTER_MESSAGES.reason })
  .trim()
  .min(1, { message: NEWSLETTER_MESSAGES.reason, abort: true })
  .max(NEWSLETTER_REASON_MAX_LENGTH, { message: NEWSLETTER_MESSAGES.reasonTooLong });

export const newsletterEmailSchema = z
  .string({ message: NEWSLETTER_MESSAGES.email })
  .trim()
  .toLowerCase()
  .min(1, { message: NEWSLETTER_MESSAGES.email, abort: true })
  .max(254, { message: NEWSLETTER_MESSAGES.email })
  .pipe(z.email({ message: NEWSLETTER_MESSAGES.email }));

/** The footer form, and the body of POST /api/newsletter/subscribe. */
export const newsletterSubscribeSchema = z.object({
  email: newsletterEmailSchema,
  segment: z.enum(NEWSLETTER_SEGMENTS, { message: NEWSLETTER_MESSAGES.segment }),
  // A honeypot: people never see or fill it; the server drops a filled one without saying so.
  website: z
    .string({ message: NEWSLETTER_MESSAGES.website })
    .max(0, { message: NEWSLETTER_MESSAGES.website })
    .optional(),
});
export type NewsletterSubscribeValues = z.output<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribeField = 'email' | 'segment';
export type NewsletterFieldErrors = Partial<Record<NewsletterSubscribeField, string>>;

export function isNewsletterField(field: string): field is NewsletterSubscribeField {
  return field === 'email' || field === 'segment';
}

/** An issue being written: the subject and the Markdown body. */
export const newsletterComposeSchema = z.object({
  subject: z
    .string({ message: NEWSLETTER_MESSAGES.subject })
    .trim()
    .min(1, { message: NEWSLETTER_MESSAGES.subject, abort: true })
    .max(NEWSLETTER_SUBJECT_MAX_LENGTH, { message: NEWSLETTER_MESSAGES.subjectTooLong }),
  body: z
    .string({ message: NEWSLETTER_MESSAGES.body })
    .trim()
    .min(1, { message: NEWSLETTER_MESSAGES.body, abort: true })
    .max(NEWSLETTER_BODY_MAX_LENGTH, { message: NEWSLETTER_MESSAGES.bodyTooLong }),
});
export type NewsletterComposeValues = z.input<typeof newsletterComposeSchema>;

export const sendNewsletterTestSchema = newsletterComposeSchema;

export const sendNewsletterIssueSchema = newsletterComposeSchema.extend({
  audience: z.enum(NEWSLETTER_AUDIENCES, { message: NEWSLETTER_MESSAGES.audience }),
  /** The count the admin confirmed; the send is refused if the real count differs. */
  expectedRecipients: z.number().int().min(0),
});
export type SendNewsletterIssueInput = z.input<typeof sendNewsletterIssueSchema>;

export const newsletterRecipientCountSchema = z.object({
  audience: z.enum(NEWSLETTER_AUDIENCES, { message: NEWSLETTER_MESSAGES.audience }),
});

const subscriberIdSchema = z
  .string({ message: NEWSLETTER_MESSAGES.subscriberId })
  .trim()
  .min(1, { message: NEWSLETTER_MESSAGES.subscriberId })
  .max(200, { message: NEWSLETTER_MESSAGES.subscriberId })
  .refine((id) => !id.includes('/'), { message: NEWSLETTER_MESSAGES.subscriberId });

export const removeNewsletterSubscriberSchema = z.object({
  subscriberId: subscriberIdSchema,
  reason: reasonSchema,
});
export type RemoveNewsletterSubscriberInput = z.input<typeof removeNewsletterSubscriberSchema>;

export const suppressNewsletterAddressSchema = z.object({
  email: newsletterEmailSchema,
  reason: reasonSchema,
});
export type SuppressNewsletterAddressInput = z.input<typeof suppressNewsletterAddressSchema>;

/** `newsletterSubscribers/{id}`: the id is a keyed hash of the address (one per address). */
export interface NewsletterSubscriberDocument<TTime> {
  email: string;
  segment: NewsletterSegment;
  status: NewsletterSubscriberStatus;
  /** SHA-256 (hex) of the confirmation token sent by email; null once confirmed. */
  confirmTokenHash: string | null;
  confirmExpiresAt: TTime | null;
  /** The signed-in person who subscribed, when there was one (segment from their role). */
  uid: string | null;
  createdAt: TTime;
  confirmedAt: TTime | null;
  updatedAt: TTime;
}

export const NEWSLETTER_ISSUE_STATUSES = ['sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

export interface NewsletterIssueCounts {
  /** `mail` documents written so far. */
  queued: number;
  /** Delivered, as the mailer wrote back (`delivery.state` SUCCESS). */
  sent: number;
  /** Refused by the mailer (`delivery.state` ERROR). */
  failed: number;
  /** Confirmed subscribers left out because their address is suppressed. */
  suppressed: number;
}

/** `newsletterIssues/{id}`: an issue sent (or being sent) to an audience. */
export interface NewsletterIssueDocument<TTime> {
  subject: string;
  body: string;
  audience: NewsletterAudience;
  status: NewsletterIssueStatus;
  /** Confirmed subscribers in the audience minus suppressed ones, when the send was asked for. */
  recipients: number;
  counts: NewsletterIssueCounts;
  sentBy: { uid: string; email: string };
  createdAt: TTime;
  /** When the last batch was queued. */
  queuedAt: TTime | null;
}

/** What /admin/newsletter shows at the top (from `getNewsletterOverview`). */
export interface NewsletterOverview {
  subscribers: Record<NewsletterSegment, Record<NewsletterSubscriberStatus, number>>;
  suppressed: number;
}

/** `adminAudit` actions of the newsletter. */
export const NEWSLETTER_AUDIT_ACTIONS = {
  test: 'newsletter.test-send',
  send: 'newsletter.send',
  remove: 'newsletter.remove-subscriber',
  suppress: 'newsletter.suppress-address',
} as const;
