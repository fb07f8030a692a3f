// `notifications/{id}`: in-app notices for one user, written by functions only; the user may
// mark their own as read (the `readAt` field and nothing else).

export const NOTIFICATION_TYPES = [
  'new-lead',
  'lead-accepted',
  'quote-no-match',
  'quote-matched',
  'payouts-enabled',
  'payouts-action-needed',
  'document-sent',
  'document-viewed',
  'quote-accepted',
  'quote-declined',
  'payout-paid',
  'payout-failed',
  'document-paid',
  'payment-refunded',
  'new-message',
  'appointment-proposed',
  'appointment-confirmed',
  'appointment-declined',
  'appointment-change-requested',
  'appointment-rescheduled',
  'appointment-cancelled',
  'appointment-reminder',
  'appointment-completed',
  'document-declined',
  'review-invitation',
  'review-received',
  'review-replied',
  'review-hidden',
  'lead-credited',
  'lead-expired',
  // issue 15: each domain adds its types below its line
  // -- company profile, privacy and publishing (H1)
  // -- verification, vetting and suspension (H2)
  'verification-verified',
  'verification-rejected',
  'insurance-expiring',
  'insurance-expired',
  'company-suspended',
  'company-reinstated',
  // -- coverage (H3)
  // -- analytics (H4)
  // -- stickers and tutorials (H5)
  'sticker-order-updated',
  // -- support tickets (H6)
  'support-reply',
  'support-request',
  'support-resolved',
  // -- account deletion (H8)
  // issue 16
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationDocument<TTime> {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** An in-app path ("/company/leads/abc"), never an external address. */
  link: string;
  readAt: TTime | null;
  createdAt: TTime;
}
