import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import { logError } from '../lib/log';

/** What the billing callables answer people with. */
export const BILLING_MESSAGES = {
  notCompany: 'Only a trade company can manage a subscription.',
  notAdmin: 'Only an admin can change plans and billing settings.',
  planUnavailable: 'That plan is not available. Choose another plan.',
  alreadySubscribed: 'You already have an active subscription. Use Manage billing to change it.',
  noCustomer: 'You have no billing account yet. Choose a plan first.',
  planNameTaken: 'A plan with this name already exists. Choose another name.',
  planNotFound: 'We could not find that plan.',
  stripeFailed: 'We could not reach our payment provider. Please try again in a moment.',
} as const;

/** A Stripe call that failed: logged with its code, answered as a retryable error. */
export function stripeCallFailed(event: string, error: unknown, details: Record<string, string>) {
  logError(event, error, details);
  return new HttpsError('unavailable', BILLING_MESSAGES.stripeFailed);
}

/** Input a form's schema refused: its first message, meant for people, as the schema words it. */
export function firstIssue(error: z.ZodError): HttpsError {
  return new HttpsError(
    'invalid-argument',
    error.issues[0]?.message ?? 'The request is not valid.',
  );
}
