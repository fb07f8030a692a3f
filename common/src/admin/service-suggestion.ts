import { z } from 'zod';

import { outwardCodeOf } from '../uk-postcode';

// What a visitor sends from the quote form's "Other: tell us what you need" (the
// `submitServiceSuggestion` callable). Apart from the admin side (catalogue-admin.ts, which
// re-exports it) so the public quote page loads only this.

export const SERVICE_SUGGESTION_MESSAGES = {
  suggestionTextShort: 'Describe the job in a few words (at least 3 characters).',
  suggestionTextLong: 'Keep it short: 120 characters at most.',
  suggestionEmail: 'Enter a valid email address, or leave it empty.',
  suggestionPostcode: 'Enter a UK postcode or its first half (e.g. LS6), or leave it empty.',
  suggestionRateLimited: 'You have sent several suggestions already. Please try again in an hour.',
  suggestionThanks:
    'Thank you. Our team reads every suggestion; if enough people ask for it we add it to the catalogue.',
} as const;

export const SUGGESTION_TEXT_MAX = 120;

/** What a visitor sends from the quote form's "Other: tell us what you need". */
export const submitServiceSuggestionSchema = z.object({
  text: z
    .string()
    .trim()
    .min(3, SERVICE_SUGGESTION_MESSAGES.suggestionTextShort)
    .max(SUGGESTION_TEXT_MAX, SERVICE_SUGGESTION_MESSAGES.suggestionTextLong),
  /** A postcode or its outward code; only the district is kept. */
  postcode: z
    .string()
    .trim()
    .max(10, SERVICE_SUGGESTION_MESSAGES.suggestionPostcode)
    .refine((value) => value === '' || outwardCodeOf(value) !== null, {
      message: SERVICE_SUGGESTION_MESSAGES.suggestionPostcode,
    })
    .default(''),
  /** For a reply when the suggestion is dealt with; optional. */
  email: z
    .union([z.literal(''), z.email(SERVICE_SUGGESTION_MESSAGES.suggestionEmail).max(254)])
    .default(''),
  /** The honeypot: people leave it empty. */
  website: z.string().max(200).default(''),
});
export type SubmitServiceSuggestionInput = z.input<typeof submitServiceSuggestionSchema>;

/**
 * How a service's keywords are stored for lookup (`keywordKeys`, array-contains) and how a search
 * is turned into one: lower case, single spaces ("Pond  Cleaning" → "pond cleaning").
 */
export function serviceKeywordKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 80);
}
