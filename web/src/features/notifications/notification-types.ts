import type { NotificationDocument, NotificationType } from '@fixwell/common/notification';

/** A notification as the page uses it: the document with its id and dates as `Date`. */
export type AppNotification = NotificationDocument<Date> & { id: string };

export type NotificationPage = { notifications: AppNotification[]; hasMore: boolean };

/** What a notification is about, shown above its title (and read before it). */
export type NotificationTopic =
  | 'Lead'
  | 'Quote request'
  | 'Message'
  | 'Appointment'
  | 'Quote'
  | 'Quote or invoice'
  | 'Payment'
  | 'Payout'
  | 'Review'
  | 'Card payments'
  | 'Support'
  | 'Stickers'
  | 'Verification';

/** Every type the functions write has a topic: the compiler checks none is missing. */
export const NOTIFICATION_TOPICS: Record<NotificationType, NotificationTopic> = {
  'new-lead': 'Lead',
  'lead-accepted': 'Quote request',
  'quote-no-match': 'Quote request',
  'quote-matched': 'Quote request',
  'payouts-enabled': 'Card payments',
  'payouts-action-needed': 'Card payments',
  'document-sent': 'Quote or invoice',
  'document-viewed': 'Quote or invoice',
  'quote-accepted': 'Quote',
  'quote-declined': 'Quote',
  'payout-paid': 'Payout',
  'payout-failed': 'Payout',
  'document-paid': 'Payment',
  'payment-refunded': 'Payment',
  'new-message': 'Message',
  'appointment-proposed': 'Appointment',
  'appointment-confirmed': 'Appointment',
  'appointment-declined': 'Appointment',
  'appointment-change-requested': 'Appointment',
  'appointment-rescheduled': 'Appointment',
  'appointment-cancelled': 'Appointment',
  'appointment-reminder': 'Appointment',
  'appointment-completed': 'Appointment',
  'document-declined': 'Quote or invoice',
  'review-invitation': 'Review',
  'review-received': 'Review',
  'review-replied': 'Review',
  'review-hidden': 'Review',
  'lead-credited': 'Lead',
  'lead-expired': 'Lead',
  'verification-verified': 'Verification',
  'verification-rejected': 'Verification',
  'insurance-expiring': 'Verification',
  'insurance-expired': 'Verification',
  'company-suspended': 'Verification',
  'company-reinstated': 'Verification',
  'sticker-order-updated': 'Stickers',
  'support-reply': 'Support',
  'support-request': 'Support',
  'support-resolved': 'Support',
};

/** The topic of a stored notification, or null for a type this version does not know yet. */
export function notificationTopic(type: string): NotificationTopic | null {
  return (NOTIFICATION_TOPICS as Record<string, NotificationTopic | undefined>)[type] ?? null;
}
