import { z } from 'zod';

import { serviceSchema, type Service } from '../catalogue/catalogue-schema';
import { SERVICE_SUGGESTION_MESSAGES } from './service-suggestion';

// Catalogue services edited in /admin/services and customers' suggestions of services we lack
// (issue 16 §2). `services/{slug}` is written only by the `saveCatalogueService` callable (the
// seed aside); `serviceSuggestions/{id}` only by `submitServiceSuggestion` (visitors, from the
// quote form) and the admin callables. Both sides take these schemas and messages.

export const CATALOGUE_ADMIN_MESSAGES = {
  ...SERVICE_SUGGESTION_MESSAGES,
  adminsOnly: 'Only an active Fixwell admin can edit the catalogue.',
  invalid: 'Some details need fixing: see the messages beside the fields.',
  serviceNotFound: 'We could not find that service. Reload the list and try again.',
  slugTaken: 'A service already uses this address: choose another slug.',
  unknownRelated: 'Every related service must be in the catalogue.',
  relatedSelf: 'A service cannot be related to itself.',
  duplicateQuestionIds: 'Each question needs its own id.',
  choiceNeedsOptions: 'A choice question needs at least two options.',
  suggestionNotFound: 'That suggestion is no longer in the inbox. Reload and try again.',
  suggestionResolved: 'That suggestion has already been dealt with.',
  mergeNeedsService: 'Choose the service to merge into.',
  keywordLength: 'Keywords are 2 to 80 characters.',
} as const;

export * from './service-suggestion';

// ---- the service editor ----------------------------------------------------------------------

/** Words people search for that should find a service ("pond cleaning" → a pond service). */
export const serviceKeywordsSchema = z
  .array(z.string().trim().min(2, CATALOGUE_ADMIN_MESSAGES.keywordLength).max(80))
  .max(40);

/** What the editor sends: the catalogue's own service schema, plus checks across its fields. */
export const catalogueServiceSchema = serviceSchema
  .extend({
    keywords: serviceKeywordsSchema,
    /**
     * Taken off the site: no list, quote form option, page or sitemap entry, and new quote
     * requests for it are refused. Its quotes, leads and figures stay; showing it again undoes it.
     */
    hidden: z.boolean().default(false),
  })
  .superRefine((service, ctx) => {
    const seen = new Set<string>();
    service.questions.forEach((question, index) => {
      if (seen.has(question.id))
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: CATALOGUE_ADMIN_MESSAGES.duplicateQuestionIds,
        });
      seen.add(question.id);
      if (question.type !== 'text' && (question.options?.length ?? 0) < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'options'],
          message: CATALOGUE_ADMIN_MESSAGES.choiceNeedsOptions,
        });
    });
    if (service.related.includes(service.slug))
      ctx.addIssue({
        code: 'custom',
        path: ['related'],
        message: CATALOGUE_ADMIN_MESSAGES.relatedSelf,
      });
  });
export type CatalogueServiceInput = z.input<typeof catalogueServiceSchema>;
export type CatalogueServiceValues = z.output<typeof catalogueServiceSchema>;

/**
 * `saveCatalogueService`: `create` makes a new service at `service.slug` (refused when taken);
 * `update` replaces the one at that slug (a slug never changes: it is the page's address).
 * `suggestionIds` (create only) are the suggestions this service answers: marked approved.
 */
export const saveCatalogueServiceSchema = z.object({
  mode: z.enum(['create', 'update']),
  service: catalogueServiceSchema,
  suggestionIds: z.array(z.string().min(1).max(128)).max(50).default([]),
});
export type SaveCatalogueServiceInput = z.input<typeof saveCatalogueServiceSchema>;
export type SaveCatalogueServiceResult = {
  slug: string;
  /** The fields that changed (all of them on create); empty when nothing did. */
  changed: string[];
};

/**
 * A service as Firestore holds it: the seed's or an admin's copy. Everyone reads it, so who changed
 * it is kept in the audit log only, never on the document.
 */
export type StoredService = Service & {
  keywords?: string[];
  hidden?: boolean;
  /** `serviceKeywordKey` of each keyword: what the quote form looks a typed search up in. */
  keywordKeys?: string[];
  source?: 'seed' | 'admin';
  seedHash?: string;
};

/** The editable fields of a stored service, in the editor's shape. */
export function serviceValuesOf(stored: StoredService): CatalogueServiceInput {
  const {
    source: _source,
    seedHash: _seedHash,
    keywords,
    keywordKeys: _keywordKeys,
    ...rest
  } = stored as StoredService & { updatedAt?: unknown };
  delete (rest as { updatedAt?: unknown }).updatedAt;
  return { ...rest, keywords: keywords ?? [], hidden: stored.hidden === true };
}

/** The fields whose values differ (JSON comparison), in the order of `after`'s keys. */
export function changedServiceFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): string[] {
  if (!before) return Object.keys(after);
  return Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}

/** A friendly sentence for one zod issue of the editor's or the suggestion form's schemas. */
export function catalogueIssueMessage(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): string {
  const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string')
      return min <= 1
        ? 'Fill this in.'
        : `Write at least ${min} ${plural(min, 'character', 'characters')}.`;
    if (issue.origin === 'array') return `Add at least ${min} ${plural(min, 'entry', 'entries')}.`;
    if (issue.origin === 'number')
      return min <= 1 ? 'Enter a whole number above 0.' : `At least ${min}.`;
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'string') return `Keep it to ${max} characters or fewer.`;
    if (issue.origin === 'array') return `No more than ${max} ${plural(max, 'entry', 'entries')}.`;
    return `At most ${max}.`;
  }
  if (issue.code === 'invalid_format')
    return 'Use lower-case words joined by hyphens, e.g. pond-cleaning.';
  if (issue.code === 'invalid_value') return 'Choose one of the options.';
  if (issue.code === 'invalid_type')
    return issue.expected === 'number' ? 'Enter a whole number of pounds.' : 'Fill this in.';
  if (issue.code === 'not_multiple_of' || (issue.code as string) === 'invalid_int')
    return 'Enter a whole number.';
  return issue.message ?? CATALOGUE_ADMIN_MESSAGES.invalid;
}

/** The first message for each field path (`service.faqs.0.answer` → `faqs.0.answer`). */
export function catalogueFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix?: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const inner = prefix && path[0] === prefix ? path.slice(1) : path;
    if (issue.code === 'custom' && issue.message === PRICE_RANGE_REFINE_MESSAGE) {
      fields[[...inner, 'max'].join('.')] ??= PRICE_RANGE_ORDER_MESSAGE;
      continue;
    }
    const message = issue.code === 'custom' ? issue.message : catalogueIssueMessage(issue);
    fields[inner.join('.') || 'form'] ??= message;
  }
  return fields;
}

/** The price-range refinement's message (catalogue-schema.ts), reworded for people on `max`. */
const PRICE_RANGE_REFINE_MESSAGE = 'max must not be below min';
export const PRICE_RANGE_ORDER_MESSAGE = 'The highest price must not be below the lowest.';

// ---- suggestions -----------------------------------------------------------------------------

export const SUGGESTION_STATUSES = ['new', 'approved', 'merged', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  new: 'New',
  approved: 'Approved',
  merged: 'Merged',
  rejected: 'Rejected',
};

/** `serviceSuggestions/{id}`. */
export interface ServiceSuggestionDocument<TTime> {
  text: string;
  /** `suggestionKey(text)`: suggestions sharing it are shown as one group. */
  key: string;
  /** The outward code ("LS6"), or null. */
  district: string | null;
  /** For the reply; null when none was left. */
  email: string | null;
  /** Keyed hash of the sender's IP address (functions/src/lib/keyed-hash.ts). */
  ipHash: string;
  /** Suggestions with the same key already in the inbox when this one arrived. */
  similarBefore: number;
  status: SuggestionStatus;
  createdAt: TTime;
  resolvedAt: TTime | null;
  resolvedBy: { uid: string; email: string } | null;
  /** The service it became or was merged into. */
  serviceSlug: string | null;
  /** Whether the reply email was queued. */
  replied: boolean;
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'my',
  'our',
  'i',
  'need',
  'needed',
  'want',
  'for',
  'of',
  'to',
  'please',
  'some',
  'someone',
  'service',
  'services',
]);

/** Lower case, words only, stop words dropped, simple plurals made singular, sorted. */
export function suggestionKey(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
  return [...new Set(words)].sort().join(' ') || text.trim().toLowerCase();
}

/** A suggestion as the admin inbox shows it. */
export interface ServiceSuggestionView {
  id: string;
  text: string;
  district: string | null;
  hasEmail: boolean;
  status: SuggestionStatus;
  createdAt: string;
  serviceSlug: string | null;
}

/** Suggestions sharing a key, newest first; groups ordered by size, then by newest. */
export interface SuggestionGroup {
  key: string;
  /** The newest wording, as the group's title. */
  text: string;
  suggestions: ServiceSuggestionView[];
  districts: string[];
}

export function groupSuggestions(
  suggestions: ReadonlyArray<ServiceSuggestionView & { key: string }>,
): SuggestionGroup[] {
  const groups = new Map<string, SuggestionGroup>();
  const sorted = [...suggestions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const { key, ...suggestion } of sorted) {
    const group = groups.get(key) ?? { key, text: suggestion.text, suggestions: [], districts: [] };
    group.suggestions.push(suggestion);
    if (suggestion.district && !group.districts.includes(suggestion.district))
      group.districts.push(suggestion.district);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.suggestions.length - a.suggestions.length ||
      b.suggestions[0]!.createdAt.localeCompare(a.suggestions[0]!.createdAt),
  );
}

export const listServiceSuggestionsSchema = z.object({
  status: z.enum(SUGGESTION_STATUSES).default('new'),
});
export type ServiceSuggestionList = { groups: SuggestionGroup[]; truncated: boolean };

/** Merge a group into a service (its text becomes a keyword) or reject it. */
export const resolveServiceSuggestionsSchema = z
  .object({
    ids: z.array(z.string().min(1).max(128)).min(1).max(50),
    action: z.enum(['merge', 'reject']),
    serviceSlug: z.string().trim().max(80).default(''),
    /** Merge: the words added to the service's keywords (defaults to the suggestion's text). */
    keyword: z.string().trim().max(80).default(''),
  })
  .refine((input) => input.action !== 'merge' || input.serviceSlug !== '', {
    path: ['serviceSlug'],
    message: CATALOGUE_ADMIN_MESSAGES.mergeNeedsService,
  });
export type ResolveServiceSuggestionsInput = z.input<typeof resolveServiceSuggestionsSchema>;
export type ResolveServiceSuggestionsResult = { resolved: number; emailed: number };
