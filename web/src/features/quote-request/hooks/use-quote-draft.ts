import { QUOTE_STEPS, type QuoteStep } from '@fixwell/common/quote/quote-request';
import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';

import { sanitiseDraft, type QuoteFormValues } from '@/features/quote-request/quote-form-values';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';

// The whole quote draft, answers and step included, so a reload lands where the person was.
// use-form-draft keeps strings only; this keeps the answers (lists) and the consent box too,
// and never the honeypot. It goes once the request is sent.

export type QuoteDraft = { values: Partial<QuoteFormValues>; step: QuoteStep | undefined };

export function readQuoteDraft(key: string): QuoteDraft {
  const saved = readStoredDraft(key) as { values?: unknown; step?: unknown } | undefined;
  if (!saved || typeof saved !== 'object') return { values: {}, step: undefined };
  const step = QUOTE_STEPS.find((name) => name === saved.step);
  return { values: sanitiseDraft(saved.values), step };
}

export function saveQuoteDraft(key: string, values: Partial<QuoteFormValues>, step: QuoteStep) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the honeypot is never kept
  const { website, ...kept } = values;
  storeDraft(key, { values: kept, step });
}

export function clearQuoteDraft(key: string): void {
  clearDraft(key);
}

/** Saves the draft as the person types and whenever the step changes. */
export function useSaveQuoteDraft(
  key: string,
  watch: UseFormWatch<QuoteFormValues>,
  getValues: () => QuoteFormValues,
  step: QuoteStep,
): void {
  useEffect(() => {
    saveQuoteDraft(key, getValues(), step);
    const subscription = watch((values) =>
      saveQuoteDraft(key, values as Partial<QuoteFormValues>, step),
    );
    return () => subscription.unsubscribe();
  }, [key, watch, getValues, step]);
}
