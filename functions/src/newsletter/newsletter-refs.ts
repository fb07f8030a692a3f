import { HttpsError } from 'firebase-functions/https';

import { NEWSLETTER_MESSAGES } from '@fixwell/common/admin/newsletter';
import { COLLECTIONS } from '@fixwell/common/collections';

import { fieldMessages } from '../companies/company-profile-update';
import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import { normaliseEmail } from '../lib/email-suppression';
import { identifierHashKey, keyedHash } from '../lib/keyed-hash';

/** `newsletterSubscribers/{id}`: the keyed hash of the normalised address, one per address. */
export async function subscriberIdOf(email: string): Promise<string> {
  return keyedHash(await identifierHashKey(), `newsletter-subscriber:${normaliseEmail(email)}`);
}

export const subscriberRef = (subscriberId: string) =>
  db().collection(COLLECTIONS.newsletterSubscribers).doc(subscriberId);

export const issueRef = (issueId: string) =>
  db().collection(COLLECTIONS.newsletterIssues).doc(issueId);

export const batchRef = (issueId: string, index: number) =>
  issueRef(issueId).collection(COLLECTIONS.newsletterBatches).doc(String(index).padStart(6, '0'));

export const deliveryRef = (issueId: string, mailId: string) =>
  issueRef(issueId).collection(COLLECTIONS.newsletterDeliveries).doc(mailId);

export const suppressionRef = (suppressionId: string) =>
  db().collection(COLLECTIONS.emailSuppressions).doc(suppressionId);

/** The `mail` document of one recipient of an issue (one per issue and subscriber). */
export const issueMailId = (issueId: string, subscriberId: string) =>
  `newsletter-${issueId}-${subscriberId}`;

function invalidNewsletterInput(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): HttpsError {
  return new HttpsError(
    'invalid-argument',
    error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid,
    { fields: fieldMessages(error.issues) },
  );
}

/** The options of the newsletter's callables: an active admin, and field messages for bad input. */
export const NEWSLETTER_ADMIN_ONLY = {
  auth: 'required',
  guard: ({ uid }: { uid: string }) =>
    requireActiveRole(uid, 'admin', NEWSLETTER_MESSAGES.notAdmin),
  invalid: invalidNewsletterInput,
} as const;
