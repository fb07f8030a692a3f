import { z } from 'zod';

import { ACCOUNT_DELETION_CONFIRMATION_WORD } from '../signup-schema';

// Deleting an account (issue 15 §2): what goes, what must stay, and the words people see. The
// deleteMyAccount callable does it; `/company/profile/delete-account` explains it first.

/** Paid invoices and their payments are kept this long after the tax year, for HMRC. */
export const RECORDS_KEPT_YEARS = 6;

export const ACCOUNT_DELETION_MESSAGES = {
  signInAgain:
    'For your security, enter your password again to confirm it is you, then delete your account within 5 minutes.',
  wrongPassword: 'That password is not right. Try again, or reset your password first.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  stripeUnavailable:
    'We could not cancel your subscription with our payment provider just now, so nothing was deleted. Try again in a few minutes.',
  failed: 'We could not delete your account. Try again, or contact support if it keeps happening.',
  deleted: 'Your account has been deleted. Thank you for using Fixwell.',
  /** The reason the customer reads on an appointment cancelled because its company left. */
  appointmentCancelled: 'The company has closed its Fixwell account.',
} as const;

/** What the deletion page lists as removed, for a company account (delete-company-account.ts). */
export const COMPANY_DATA_DELETED = [
  'Your sign-in, your account details and your company profile: you disappear from the directory, search and matching at once, and your profile address stops working.',
  'Your subscription: cancelled in Stripe straight away, with no further payments.',
  'Your private details (base postcode, lead email address and VAT number), your logo and your photos of past work.',
  'Your verification checks and the evidence you uploaded for them, so your badges go too.',
  'Your leads, draft invoices, quotes nobody paid, templates and customer list.',
  'Your support tickets with their replies and files, your sticker orders, tutorial progress and analytics.',
  'Your notifications, email preferences and reports of reviews, and review invitations customers have not used yet.',
  'Appointments still to come are cancelled, and each customer is told that you have closed your account.',
  'You leave your conversations and appointments; customers keep their copy of the messages and files.',
] as const;

/** What must be kept, and why. */
export const COMPANY_DATA_KEPT = [
  `Invoices you sent and anything paid by card, with their payments and refunds, for ${RECORDS_KEPT_YEARS} years as HMRC requires: amounts, numbers, dates and your business name as it was on them. Your customers can still see the invoices they received.`,
  'Reviews customers wrote about your work stay as their own words; with your profile gone, no public page shows them.',
  "Fixwell's own billing records of your subscription, lead and card payments and payouts.",
  "Fixwell's record of what its admins did on your account, which is never changed.",
] as const;

/**
 * Stamped on a document kept after its company deleted its account: the business name as it was,
 * so the record still says who issued it.
 */
export interface DeletedIssuer {
  businessName: string;
  deletedAt: string;
}

/** The deletion form: the password again (the recent sign-in check) and the word typed. */
export const companyAccountDeletionSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm it is you.').max(4096),
  confirmation: z
    .string()
    .trim()
    .refine((value) => value === ACCOUNT_DELETION_CONFIRMATION_WORD, {
      message: `Type ${ACCOUNT_DELETION_CONFIRMATION_WORD} in capital letters to confirm.`,
    }),
});
export type CompanyAccountDeletionValues = z.infer<typeof companyAccountDeletionSchema>;
