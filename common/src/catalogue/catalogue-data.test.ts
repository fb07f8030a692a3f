import { describe, expect, it } from 'vitest';

import { TRADE_SLUGS } from '../trades';
import {
  SEED_ARTICLES,
  SEED_LOCATIONS,
  SEED_PLANS,
  SEED_POSTCODE_AREAS,
  SEED_SERVICES,
} from './catalogue-data';
import {
  articleSchema,
  locationSchema,
  NATIONS,
  planSchema,
  postcodeAreaSchema,
  serviceSchema,
} from './catalogue-schema';

function expectUnique(values: string[]) {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  expect(duplicates).toEqual([]);
}

function words(texts: string[]): number {
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

describe('seed catalogue: services', () => {
  it('has at least 30 valid services with unique slugs', () => {
    expect(SEED_SERVICES.length).toBeGreaterThanOrEqual(30);
    for (const service of SEED_SERVICES) {
      const result = serviceSchema.safeParse(service);
      expect(result.error?.issues ?? [], service.slug).toEqual([]);
    }
    expectUnique(SEED_SERVICES.map((service) => service.slug));
  });

  it('describes each service substantially and links only to services that exist', () => {
    const slugs = new Set(SEED_SERVICES.map((service) => service.slug));
    for (const service of SEED_SERVICES) {
      expect(words(service.description), service.slug).toBeGreaterThanOrEqual(150);
      for (const related of service.related) expect(slugs.has(related), related).toBe(true);
      expect(service.related).not.toContain(service.slug);
      for (const trade of service.trades) expect(TRADE_SLUGS).toContain(trade);
      expectUnique(service.questions.map((question) => question.id));
      for (const question of service.questions) {
        if (question.type !== 'text') expect(question.options?.length ?? 0).toBeGreaterThan(1);
      }
      if (service.emergency) expect(service.emergencyAdvice?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('offers emergency services and covers every main trade', () => {
    expect(SEED_SERVICES.filter((service) => service.emergency).length).toBeGreaterThanOrEqual(5);
    const covered = new Set(SEED_SERVICES.flatMap((service) => service.trades));
    for (const trade of TRADE_SLUGS.filter((slug) => slug !== 'other')) {
      expect(covered.has(trade), trade).toBe(true);
    }
  });
});

describe('seed catalogue: locations and postcode areas', () => {
  it('has at least 150 valid locations across all four nations', () => {
    expect(SEED_LOCATIONS.length).toBeGreaterThanOrEqual(150);
    for (const location of SEED_LOCATIONS) {
      const result = locationSchema.safeParse(location);
      expect(result.error?.issues ?? [], location.slug).toEqual([]);
    }
    expectUnique(SEED_LOCATIONS.map((location) => location.slug));
    for (const nation of NATIONS) {
      expect(
        SEED_LOCATIONS.filter((location) => location.nation === nation).length,
        nation,
      ).toBeGreaterThanOrEqual(nation === 'England' ? 100 : 5);
    }
  });

  it('lists every UK postcode area once, and every location uses known areas', () => {
    for (const area of SEED_POSTCODE_AREAS) {
      const result = postcodeAreaSchema.safeParse(area);
      expect(result.error?.issues ?? [], area.code).toEqual([]);
    }
    expectUnique(SEED_POSTCODE_AREAS.map((area) => area.code));
    expect(SEED_POSTCODE_AREAS.length).toBeGreaterThanOrEqual(120);
    const codes = new Set(SEED_POSTCODE_AREAS.map((area) => area.code));
    for (const location of SEED_LOCATIONS) {
      for (const area of location.postcodeAreas) expect(codes.has(area), location.slug).toBe(true);
      for (const district of location.postcodeDistricts) {
        expect(location.postcodeAreas, location.slug).toContain(district.match(/^[A-Z]+/)?.[0]);
      }
    }
  });
});

describe('seed catalogue: articles and plans', () => {
  it('has at least 12 valid articles spread across the blog and content sections', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(12);
    const services = new Set(SEED_SERVICES.map((service) => service.slug));
    for (const article of SEED_ARTICLES) {
      const result = articleSchema.safeParse(article);
      expect(result.error?.issues ?? [], article.slug).toEqual([]);
      for (const slug of article.relatedServices) expect(services.has(slug), slug).toBe(true);
      expect(article.updatedAt >= article.publishedAt, article.slug).toBe(true);
      if (article.section === 'how-to') expect(article.howTo, article.slug).toBeDefined();
    }
    expectUnique(SEED_ARTICLES.map((article) => article.slug));
    expect(new Set(SEED_ARTICLES.map((article) => article.section)).size).toBeGreaterThanOrEqual(6);
    expect(
      SEED_ARTICLES.filter((article) => article.section === 'blog').length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has valid subscription plans with one recommended', () => {
    expect(SEED_PLANS.length).toBeGreaterThanOrEqual(3);
    for (const plan of SEED_PLANS)
      expect(planSchema.safeParse(plan).error?.issues ?? []).toEqual([]);
    expect(SEED_PLANS.filter((plan) => plan.recommended)).toHaveLength(1);
  });
});

/** Firestore stores no array directly inside another array. */
function nestedArrayPath(value: unknown, path: string, insideArray = false): string | null {
  if (Array.isArray(value)) {
    if (insideArray) return path;
    for (const [index, item] of value.entries()) {
      const found = nestedArrayPath(item, `${path}[${index}]`, true);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nestedArrayPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

describe('seed catalogue: storable in Firestore', () => {
  it('has no array directly inside another array', () => {
    const all = { SEED_SERVICES, SEED_LOCATIONS, SEED_POSTCODE_AREAS, SEED_ARTICLES, SEED_PLANS };
    for (const [name, items] of Object.entries(all))
      expect(nestedArrayPath(items, name)).toBeNull();
  });
});
