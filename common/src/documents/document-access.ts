import { z } from 'zod';

import { QUOTE_DECLINE_REASONS } from './document-labels';

// What a customer sends about a document, apart from the callables' registry: the customer's
// document page loads these for its answer forms without downloading every other callable's schema.

export const documentIdSchema = z.object({ documentId: z.string().min(1).max(128) });

/** The link's token (from the email), or none when the customer is signed in. */
export const documentAccessSchema = documentIdSchema.extend({
  token: z.string().min(20).max(200).optional(),
});

/** A customer accepts a quote (signed, for the version read) or declines it with a reason. */
export const quoteResponseSchema = z.discriminatedUnion('response', [
  documentAccessSchema.extend({
    response: z.literal('accept'),
    signatureName: z
      .string()
      .trim()
      .min(2, 'Type your full name to accept.')
      .max(100, 'Keep your name to 100 characters or fewer.'),
    acceptTerms: z.literal(true, {
      error: 'Tick to confirm you accept the quote and its terms.',
    }),
    /** The version the customer read: refused if the quote has changed since. */
    version: z.number().int().min(1),
  }),
  documentAccessSchema.extend({
    response: z.literal('decline'),
    reason: z.enum(QUOTE_DECLINE_REASONS, { error: 'Choose a reason.' }),
    note: z.string().trim().max(1000, 'Keep the note to 1,000 characters or fewer.'),
  }),
]);
