import {
  CATALOGUE_ADMIN_MESSAGES,
  type SuggestionStatus,
} from '@fixwell/common/admin/catalogue-admin';

// Pure decisions of the catalogue's admin callables (the handlers read, decide, write).

export type Refusal = {
  code: 'not-found' | 'failed-precondition' | 'invalid-argument';
  message: string;
  field?: string;
};

/** Whether a service can be saved: create needs a free slug, update an existing service. */
export function serviceSaveRefusal(
  mode: 'create' | 'update',
  exists: boolean,
  missingRelated: readonly string[],
): Refusal | null {
  if (mode === 'create' && exists)
    return { code: 'invalid-argument', message: CATALOGUE_ADMIN_MESSAGES.slugTaken, field: 'slug' };
  if (mode === 'update' && !exists)
    return { code: 'not-found', message: CATALOGUE_ADMIN_MESSAGES.serviceNotFound };
  if (missingRelated.length > 0)
    return {
      code: 'invalid-argument',
      message: CATALOGUE_ADMIN_MESSAGES.unknownRelated,
      field: 'related',
    };
  return null;
}

/** Suggestions can be resolved only from the inbox ("new"); every one asked for must exist. */
export function suggestionsRefusal(
  statuses: ReadonlyArray<SuggestionStatus | undefined>,
): Refusal | null {
  if (statuses.some((status) => status === undefined))
    return { code: 'not-found', message: CATALOGUE_ADMIN_MESSAGES.suggestionNotFound };
  if (statuses.some((status) => status !== 'new'))
    return { code: 'failed-precondition', message: CATALOGUE_ADMIN_MESSAGES.suggestionResolved };
  return null;
}

/** A service's keywords with `keyword` added once (case-insensitively), at most 40. */
export function withKeyword(keywords: readonly string[] | undefined, keyword: string): string[] {
  const current = [...(keywords ?? [])];
  const clean = keyword.trim().replace(/\s+/g, ' ').slice(0, 80);
  if (clean.length < 2) return current;
  if (current.some((existing) => existing.toLowerCase() === clean.toLowerCase())) return current;
  return [...current, clean].slice(-40);
}
