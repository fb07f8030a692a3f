import { HttpsError } from 'firebase-functions/https';

import { logError } from '../lib/log';

// What the payouts callables answer people, in one place.
export const PAYOUT_MESSAGES = {
  notCompany: 'Only a company account can set up payouts.',
  companyOnly: 'Only a company account has payouts.',
  notAdmin: "Only an admin can see a company's payouts.",
  finishSetup: 'Finish setting up payouts first.',
  noAccount: 'This company has not set up payouts.',
  stripeUnavailable: 'We could not reach Stripe. Please try again in a moment.',
} as const;

/** A Stripe call that failed: logged (no personal data) and answered as something to retry. */
export function stripeFailure(event: string, error: unknown, uid: string): HttpsError {
  logError(event, error, { uid });
  return new HttpsError('unavailable', PAYOUT_MESSAGES.stripeUnavailable);
}
