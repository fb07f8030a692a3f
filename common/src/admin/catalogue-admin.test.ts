import { describe, expect, it } from 'vitest';

import { SEED_SERVICES } from '../catalogue/catalogue-data';
import {
  CATALOGUE_ADMIN_MESSAGES,
  catalogueFieldErrors,
  catalogueServiceSchema,
  changedServiceFields,
  groupSuggestions,
  PRICE_RANGE_ORDER_MESSAGE,
  resolveServiceSuggestionsSchema,
  serviceKeywordKey,
  serviceValuesOf,
  submitServiceSuggestionSchema,
  suggestionKey,
} from './catalogue-admin';

const plumber = SEED_SERVICES.find((service) => service.slug === 'plumber') ?? SEED_SERVICES[0]!;
const valid = { ...plumber, keywords: [] };

describe('catalogueServiceSchema', () => {
  it('accepts every seeded service as the editor would send it', () => {
    for (const service of SEED_SERVICES)
      expect(catalogueServiceSchema.safeParse({ ...service, keywords: [] }).success).toBe(true);
  });

  it('refuses a price range whose highest price is below its lowest, on the max field', () => {
    const priceRanges = [
      { ...valid.priceRanges[0]!, min: 500, max: 200 },
      ...valid.priceRanges.slice(1),
    ];
    const result = catalogueServiceSchema.safeParse({ ...valid, priceRanges });
    expect(result.success).toBe(false);
    expect(catalogueFieldErrors(result.error!.issues)).toEqual({
      'priceRanges.0.max': PRICE_RANGE_ORDER_MESSAGE,
    });
  });

  it('refuses fractional or missing prices with a sentence people understand', () => {
    const priceRanges = [{ ...valid.priceRanges[0]!, min: 0 }, ...valid.priceRanges.slice(1)];
    const result = catalogueServiceSchema.safeParse({ ...valid, priceRanges });
    expect(catalogueFieldErrors(result.error!.issues)['priceRanges.0.min']).toBe(
      'Enter a whole number above 0.',
    );
  });

  it('words length problems per field', () => {
    const result = catalogueServiceSchema.safeParse({
      ...valid,
      name: 'ab',
      summary: 'Too short',
      faqs: valid.faqs.slice(0, 2),
    });
    const fields = catalogueFieldErrors(result.error!.issues);
    expect(fields.name).toBe('Write at least 3 characters.');
    expect(fields.summary).toBe('Write at least 40 characters.');
    expect(fields.faqs).toBe('Add at least 4 entries.');
  });

  it('needs distinct question ids, options for choice questions and no self-relation', () => {
    const [first, second, ...rest] = valid.questions;
    const result = catalogueServiceSchema.safeParse({
      ...valid,
      questions: [
        first!,
        { ...second!, id: first!.id, type: 'single-choice', options: ['Only one'] },
        ...rest,
      ],
      related: [valid.slug, ...valid.related.slice(1)],
    });
    const fields = catalogueFieldErrors(result.error!.issues);
    expect(fields['questions.1.id']).toBe(CATALOGUE_ADMIN_MESSAGES.duplicateQuestionIds);
    expect(fields['questions.1.options']).toBe(CATALOGUE_ADMIN_MESSAGES.choiceNeedsOptions);
    expect(fields.related).toBe(CATALOGUE_ADMIN_MESSAGES.relatedSelf);
  });

  it('a slug is lower-case words joined by hyphens', () => {
    const result = catalogueServiceSchema.safeParse({ ...valid, slug: 'Pond Cleaning' });
    expect(catalogueFieldErrors(result.error!.issues).slug).toMatch(/lower-case words/);
  });
});

describe('serviceValuesOf and changedServiceFields', () => {
  it('drops the bookkeeping fields and adds keywords and whether it is hidden', () => {
    const values = serviceValuesOf({
      ...plumber,
      source: 'seed',
      seedHash: 'abc',
      keywordKeys: ['pipes'],
    });
    expect(values).toEqual({ ...plumber, keywords: [], hidden: false });
    expect(serviceValuesOf({ ...plumber, hidden: true }).hidden).toBe(true);
    expect(serviceKeywordKey('  Pond   CLEANING ')).toBe('pond cleaning');
  });

  it('names only the fields that differ, or all of them for a new service', () => {
    expect(changedServiceFields({ ...valid }, { ...valid, name: 'Plumbers' })).toEqual(['name']);
    expect(changedServiceFields({ ...valid }, { ...valid })).toEqual([]);
    expect(changedServiceFields(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
  });
});

describe('suggestions', () => {
  it('groups wordings that mean the same', () => {
    expect(suggestionKey('Pond cleaning')).toBe(suggestionKey('I need my ponds cleaning!'));
    expect(suggestionKey('Cleaning the pond')).toBe('cleaning pond');
    expect(suggestionKey('Hot tub repair')).not.toBe(suggestionKey('Pond cleaning'));
  });

  it('orders groups by size, then by the newest, each newest first with its districts', () => {
    const view = (id: string, key: string, createdAt: string, district: string | null) => ({
      id,
      key,
      text: id,
      district,
      hasEmail: false,
      status: 'new' as const,
      createdAt,
      serviceSlug: null,
    });
    const groups = groupSuggestions([
      view('tub', 'hot repair tub', '2026-11-24T10:00:00Z', null),
      view('pond-1', 'cleaning pond', '2026-11-20T10:00:00Z', 'LS6'),
      view('pond-2', 'cleaning pond', '2026-11-22T10:00:00Z', 'M1'),
      view('pond-3', 'cleaning pond', '2026-11-21T10:00:00Z', 'LS6'),
    ]);
    expect(groups.map((group) => group.key)).toEqual(['cleaning pond', 'hot repair tub']);
    expect(groups[0]!.suggestions.map((s) => s.id)).toEqual(['pond-2', 'pond-3', 'pond-1']);
    expect(groups[0]!.text).toBe('pond-2');
    expect(groups[0]!.districts).toEqual(['M1', 'LS6']);
  });

  it('checks what a visitor sends', () => {
    expect(submitServiceSuggestionSchema.parse({ text: ' Pond cleaning ' })).toEqual({
      text: 'Pond cleaning',
      postcode: '',
      email: '',
      website: '',
    });
    const bad = submitServiceSuggestionSchema.safeParse({
      text: 'ab',
      postcode: 'nowhere',
      email: 'not-an-email',
    });
    const fields = catalogueFieldErrors(bad.error!.issues);
    expect(bad.error!.issues.map((issue) => issue.message)).toEqual([
      CATALOGUE_ADMIN_MESSAGES.suggestionTextShort,
      CATALOGUE_ADMIN_MESSAGES.suggestionPostcode,
      CATALOGUE_ADMIN_MESSAGES.suggestionEmail,
    ]);
    expect(Object.keys(fields)).toEqual(['text', 'postcode', 'email']);
    expect(submitServiceSuggestionSchema.safeParse({ text: 'Pond', postcode: 'ls6' }).success).toBe(
      true,
    );
  });

  it('a merge needs the service to merge into', () => {
    const result = resolveServiceSuggestionsSchema.safeParse({ ids: ['a'], action: 'merge' });
    expect(result.error!.issues[0]).toMatchObject({
      path: ['serviceSlug'],
      message: CATALOGUE_ADMIN_MESSAGES.mergeNeedsService,
    });
    expect(
      resolveServiceSuggestionsSchema.safeParse({ ids: ['a'], action: 'reject' }).success,
    ).toBe(true);
  });
});
