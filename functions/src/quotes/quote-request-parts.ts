import type { z } from 'zod';
import type { QuoteFieldErrors, QuoteRequest } from '@fixwell/common/quote/quote-request';

import { sha256 } from '../lib/hash';

/**
 * The key that finds the same request sent again: email, service, postcode and description,
 * normalised so that case and spacing do not make a repeat look new.
 */
export function quoteDedupeKey(
  request: Pick<QuoteRequest, 'email' | 'service' | 'postcode' | 'description'>,
): string {
  const parts = [
    request.email.trim().toLowerCase(),
    request.service.trim().toLowerCase(),
    request.postcode.replace(/\s+/g, '').toUpperCase(),
    request.description.replace(/\s+/g, ' ').trim().toLowerCase(),
  ];
  // JSON, so no separator inside a part can make two different requests share a key.
  return sha256(`quote-dedupe:${JSON.stringify(parts)}`);
}

/** The first message of each failing top-level field of a failed parse. */
export function quoteFieldErrors(error: z.ZodError): QuoteFieldErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' ? field : 'form';
    fields[key] ??= issue.message;
  }
  return fields as QuoteFieldErrors;
}

/** Bots fill in the hidden `website` field; people never see it. */
export function isHoneypotFilled(data: unknown): boolean {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const value = (data as Record<string, unknown>).website;
  return value !== undefined && value !== null && value !== '';
}
