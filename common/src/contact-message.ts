import { z } from 'zod';

import { AUTH_ERROR_MESSAGES } from './auth-messages';
import { optionalUkPhoneSchema, UK_PHONE_MESSAGE } from './uk-phone';

/**
 * The public contact form (`/contact` → POST /api/contact → `contactMessages/{id}`): its topics,
 * schema, messages and stored shape, shared so the form and the function agree word for word.
 */
export const CONTACT_TOPICS = [
  'homeowner-question',
  'trade-question',
  'billing',
  'complaint',
  'press',
  'other',
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  'homeowner-question': 'A question from a homeowner',
  'trade-question': 'A question from a trade professional',
  billing: 'Billing and payments',
  complaint: 'A complaint',
  press: 'Press and media',
  other: 'Something else',
};

export function isContactTopic(value: unknown): value is ContactTopic {
  return (CONTACT_TOPICS as readonly unknown[]).includes(value);
}

export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 20;
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;

/** What the form says beside each field. */
export const CONTACT_FORM_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooShort: `Your name must be at least ${CONTACT_NAME_MIN_LENGTH} characters.`,
  nameTooLong: `Your name must be ${CONTACT_NAME_MAX_LENGTH} characters or fewer.`,
  email: AUTH_ERROR_MESSAGES['invalid-email'],
  phone: UK_PHONE_MESSAGE,
  topic: 'Choose what your message is about.',
  messageRequired: 'Enter your message.',
  messageTooShort: `Your message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters, so we have enough detail to help.`,
  messageTooLong: 'Your message must be 3,000 characters or fewer.',
  website: 'Leave this field empty.',
} as const;

/** The answers of POST /api/contact, word for word. */
export const CONTACT_API_MESSAGES = {
  sent: 'Thank you. We have received your message and will reply by email.',
  invalid: 'Please check the highlighted fields and try again.',
  tooMany: 'You have sent several messages in the last hour. Please wait an hour and try again.',
  failed: 'We could not send your message. Please try again in a few minutes.',
} as const;

export const contactMessageSchema = z.object({
  name: z
    .string({ message: CONTACT_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: CONTACT_FORM_MESSAGES.nameRequired, abort: true })
    .min(CONTACT_NAME_MIN_LENGTH, { message: CONTACT_FORM_MESSAGES.nameTooShort })
    .max(CONTACT_NAME_MAX_LENGTH, { message: CONTACT_FORM_MESSAGES.nameTooLong }),
  email: z
    .string({ message: CONTACT_FORM_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, { message: CONTACT_FORM_MESSAGES.email })
    .pipe(z.email({ message: CONTACT_FORM_MESSAGES.email })),
  // Optional in the request as well as in the form, where a blank number means "none".
  phone: z.string({ message: UK_PHONE_MESSAGE }).pipe(optionalUkPhoneSchema).optional(),
  // A string first, so the form can start on "Choose a topic" (the empty value).
  topic: z
    .string({ message: CONTACT_FORM_MESSAGES.topic })
    .pipe(z.enum(CONTACT_TOPICS, { message: CONTACT_FORM_MESSAGES.topic })),
  message: z
    .string({ message: CONTACT_FORM_MESSAGES.messageRequired })
    .trim()
    .min(1, { message: CONTACT_FORM_MESSAGES.messageRequired, abort: true })
    .min(CONTACT_MESSAGE_MIN_LENGTH, { message: CONTACT_FORM_MESSAGES.messageTooShort })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { message: CONTACT_FORM_MESSAGES.messageTooLong }),
  // The honeypot: hidden from people, so only a bot fills it. The function checks it first
  // (`isHoneypotFilled`) and drops such a message without saying so.
  website: z
    .string({ message: CONTACT_FORM_MESSAGES.website })
    .max(0, { message: CONTACT_FORM_MESSAGES.website })
    .optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;

/** The fields a person fills in (everything but the honeypot). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Fields of the contact form kept in a draft while the person types: never the honeypot. */
export const CONTACT_DRAFT_FIELDS = CONTACT_FIELDS;

/** One message per failing field, as the 400 answer of POST /api/contact carries them. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The first message of each failing person-facing field of a failed parse. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isContactField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export function isContactField(value: unknown): value is ContactField {
  return (CONTACT_FIELDS as readonly unknown[]).includes(value);
}

/**
 * Whether a request body has something in the honeypot. Anything but absent, null or an empty
 * string counts: a person never sees the field, so any value at all came from a bot.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>).website;
  return value !== undefined && value !== null && value !== '';
}

/** Status of a contact message, which admins move along as they deal with it. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** At most this much of the sender's User-Agent header is kept. */
export const CONTACT_USER_AGENT_MAX_LENGTH = 256;

/**
 * `contactMessages/{autoId}`, written by the contact function only; `TTime` is the SDK's
 * timestamp type. Admins read them; the inbox's callables change `status` and add replies
 * (`ContactInboxFields`, common/src/admin/contact-inbox.ts).
 */
export interface ContactMessageDocument<TTime> {
  name: string;
  email: string;
  phone?: string;
  topic: ContactTopic;
  message: string;
  status: ContactMessageStatus;
  /** The sender's User-Agent header, cut to CONTACT_USER_AGENT_MAX_LENGTH ('' when absent). */
  userAgent: string;
  /** Keyed hash (HMAC-SHA256, scoped) of the sender's IP address, to spot repeat senders. */
  ipHash: string;
  createdAt: TTime;
  updatedAt?: TTime;
}
