import { CallFunctionError } from '@/lib/call-function';

const FIELDS = ['tradingName', 'brandColour', 'footerText'] as const;
export type BrandingField = (typeof FIELDS)[number];

/** The per-field messages saveBranding attached to an invalid-argument refusal, in form order. */
export function brandingFieldErrors(error: unknown): Array<[BrandingField, string]> {
  if (!(error instanceof CallFunctionError) || error.code !== 'invalid-argument') return [];
  const fields = (error.details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return [];
  const messages = fields as Record<string, unknown>;
  return FIELDS.flatMap((field) => {
    const message = messages[field];
    return typeof message === 'string' && message
      ? [[field, message] as [BrandingField, string]]
      : [];
  });
}
