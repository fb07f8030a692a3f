import { z } from 'zod';

// `notificationPreferences/{uid}`: which emails a user wants. In-app notifications are always
// written; emails in a category that is switched off are not queued. Account and payment emails
// a person must get (password resets, verification, documents sent to them, receipts) have no
// category and always go. Each email in a category carries a one-click unsubscribe link
// (a signed token, no sign-in), which switches that category off.

export const EMAIL_CATEGORIES = [
  'leads',
  'quote-updates',
  'messages',
  'appointments',
  'documents',
  'reviews',
  'payouts',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, { label: string; hint: string }> = {
  leads: { label: 'New leads', hint: 'A job near you that matches your trades.' },
  'quote-updates': {
    label: 'Your quote requests',
    hint: 'When a company accepts your request, or nobody could take it.',
  },
  messages: { label: 'Messages', hint: 'When someone writes to you in a conversation.' },
  appointments: {
    label: 'Appointments',
    hint: 'Proposals, confirmations, cancellations and reminders.',
  },
  documents: {
    label: 'Quotes and invoices',
    hint: 'When a quote or invoice is viewed, accepted, declined or paid.',
  },
  reviews: { label: 'Reviews', hint: 'Invitations to review a job, new reviews and replies.' },
  payouts: { label: 'Payouts', hint: 'When money is paid into your bank, or a payout fails.' },
};

/** Which categories each role is shown (others never apply to them). */
export const EMAIL_CATEGORIES_BY_ROLE: Record<'customer' | 'company', readonly EmailCategory[]> = {
  customer: ['quote-updates', 'messages', 'appointments', 'reviews'],
  company: ['leads', 'messages', 'appointments', 'documents', 'reviews', 'payouts'],
};

export interface NotificationPreferencesDocument<TTime> {
  /** A missing category is on. */
  email: Partial<Record<EmailCategory, boolean>>;
  /** Messages by email once a day (a digest) instead of one email per conversation burst. */
  messageDigest: boolean;
  updatedAt: TTime;
}

export const notificationPreferencesSchema = z.object({
  email: z.partialRecord(z.enum(EMAIL_CATEGORIES), z.boolean()),
  messageDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: {},
  messageDigest: false,
};

export function emailCategoryOn(
  preferences: Pick<NotificationPreferences, 'email'> | undefined,
  category: EmailCategory,
): boolean {
  return preferences?.email?.[category] !== false;
}
