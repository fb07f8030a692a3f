import { z } from 'zod';

import { TRADE_SLUGS } from '../trades';
import {
  ARTICLE_SECTIONS,
  BLOG_CATEGORIES,
  NATIONS,
  PRICE_UNITS,
  SERVICE_CATEGORIES,
} from './catalogue-constants';

export * from './catalogue-constants';

// The public catalogue (services, locations, articles, plans). The repository's JSON files in
// `common/catalogue/` are the seed and the build-time source (sitemap, route validation); Firestore
// holds the live copy that admins edit. Both are checked against these schemas.

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const sentence = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A typical UK price for one kind of job, in whole pounds including VAT. */
export const priceRangeSchema = z
  .object({
    job: sentence(3, 80),
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    unit: z.enum(PRICE_UNITS),
  })
  .refine((range) => range.max >= range.min, 'max must not be below min');

/** A question the quote form asks for this service (answers go to the matched companies). */
export const serviceQuestionSchema = z.object({
  id: slug,
  label: sentence(5, 120),
  type: z.enum(['single-choice', 'multiple-choice', 'text']),
  options: z.array(sentence(1, 80)).max(10).optional(),
  required: z.boolean(),
});

export const faqItemSchema = z.object({
  question: sentence(10, 200),
  answer: sentence(20, 1200),
});

export const serviceSchema = z.object({
  slug,
  /** Singular trade noun or service name as a heading, e.g. "Plumber", "Boiler repair". */
  name: sentence(3, 60),
  /** What people search for, plural where it is a trade: "plumbers", "boiler repairs". */
  searchTerm: sentence(3, 60),
  category: z.enum(SERVICE_CATEGORIES),
  /** One sentence, at most 160 characters: meta description and cards. */
  summary: sentence(40, 160),
  /** Substantial, useful copy: at least three paragraphs. */
  description: z.array(sentence(80, 1200)).min(3),
  /** Which company trades (common/src/trades.ts) take this work: matching uses it. */
  trades: z.array(z.enum(TRADE_SLUGS)).min(1),
  priceRanges: z.array(priceRangeSchema).min(3),
  /** What affects the price, as short bullet points. */
  priceFactors: z.array(sentence(10, 200)).min(3),
  questions: z.array(serviceQuestionSchema).min(2).max(6),
  faqs: z.array(faqItemSchema).min(4),
  emergency: z.boolean(),
  /** For emergency services: what counts as an emergency and what to do before help arrives. */
  emergencyAdvice: z.array(sentence(20, 400)).optional(),
  /** Accreditations a homeowner should look for (Gas Safe, NICEIC, …). */
  accreditations: z.array(sentence(2, 120)),
  related: z.array(slug).min(2).max(6),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceQuestion = z.infer<typeof serviceQuestionSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** An outward-code area (the letters of a postcode's first half: "LS", "BT", "E"). */
export const postcodeAreaCode = z.string().regex(/^[A-Z]{1,2}$/);

export const locationSchema = z.object({
  slug,
  name: sentence(2, 60),
  /** Ceremonial county, unitary authority or council area, as locals would name it. */
  county: sentence(2, 60),
  /** England: its region (e.g. "Yorkshire and the Humber"); elsewhere the nation again. */
  region: sentence(2, 60),
  nation: z.enum(NATIONS),
  postcodeAreas: z.array(postcodeAreaCode).min(1).max(4),
  /** Example outward codes (districts) of the town, e.g. ["LS1", "LS6"]. */
  postcodeDistricts: z
    .array(z.string().regex(/^[A-Z]{1,2}[0-9][0-9A-Z]?$/))
    .min(1)
    .max(12),
  latitude: z.number().min(49.8).max(60.9),
  longitude: z.number().min(-8.3).max(1.8),
  /** Approximate population of the built-up area, for ordering. */
  population: z.number().int().positive(),
  /** One or two sentences about housing stock and local context (true, specific, not fluff). */
  intro: sentence(60, 500),
});

export type Location = z.infer<typeof locationSchema>;

export const postcodeAreaSchema = z.object({
  code: postcodeAreaCode,
  name: sentence(2, 60),
  latitude: z.number().min(49.8).max(60.9),
  longitude: z.number().min(-8.3).max(1.8),
});

export type PostcodeArea = z.infer<typeof postcodeAreaSchema>;

export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: sentence(3, 120) }),
  z.object({ type: z.literal('h3'), text: sentence(3, 120) }),
  z.object({ type: z.literal('p'), text: sentence(20, 2000) }),
  z.object({ type: z.literal('ul'), items: z.array(sentence(3, 400)).min(2) }),
  z.object({ type: z.literal('ol'), items: z.array(sentence(3, 400)).min(2) }),
  z.object({ type: z.literal('tip'), text: sentence(20, 600) }),
  z.object({
    type: z.literal('table'),
    caption: sentence(3, 160),
    head: z.array(sentence(1, 60)).min(2),
    // Objects, not nested arrays: Firestore cannot store an array inside an array.
    rows: z.array(z.object({ cells: z.array(sentence(1, 120)).min(2) })).min(1),
  }),
]);

export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleSchema = z.object({
  slug,
  section: z.enum(ARTICLE_SECTIONS),
  category: z.enum(BLOG_CATEGORIES),
  title: sentence(10, 100),
  /** Meta description, at most 160 characters. */
  description: sentence(50, 160),
  author: sentence(3, 80),
  /** ISO dates (YYYY-MM-DD). */
  publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  updatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  tags: z.array(sentence(2, 40)).min(1).max(8),
  relatedServices: z.array(slug).max(4),
  /** How-to articles: the steps (HowTo structured data). */
  howTo: z
    .object({
      totalTime: z.string().regex(/^P(T?\d+[HMD])+$/, 'an ISO 8601 duration such as PT2H'),
      steps: z.array(z.object({ name: sentence(3, 120), text: sentence(10, 600) })).min(2),
    })
    .optional(),
  body: z.array(articleBlockSchema).min(6),
});

export type Article = z.infer<typeof articleSchema>;

export const planSchema = z.object({
  id: slug,
  name: sentence(3, 40),
  /** Monthly price in pence, VAT excluded (trade prices). */
  monthlyPricePence: z.number().int().nonnegative(),
  /** Leads the plan includes each month. */
  leadAllowance: z.number().int().positive(),
  /** Price of each lead beyond the allowance, in pence; null when extra leads are not sold. */
  extraLeadPricePence: z.number().int().positive().nullable(),
  features: z.array(sentence(5, 160)).min(3),
  recommended: z.boolean(),
  order: z.number().int(),
  /** The Stripe side (common/src/billing/plans.ts), set by savePlan and the seed; absent in the JSON. */
  stripeProductId: z.string().nullable().optional(),
  stripePriceId: z.string().nullable().optional(),
  archived: z.boolean().optional(),
});

export type Plan = z.infer<typeof planSchema>;
