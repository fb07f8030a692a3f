/**
 * Builders for schema.org JSON-LD (SPEC.md §3 "Structured-data inputs"). Each returns a plain
 * object ready for `serializeJsonLd`; fields left out of the input are left out of the output.
 */
import {
  absoluteUrl,
  COUNTRY,
  COUNTRY_CODE,
  CURRENCY,
  DEFAULT_AUTHOR,
  DEFAULT_DESCRIPTION,
  DEFAULT_PUBLISHER,
  getSiteUrl,
  LANGUAGE,
  LOGO_PATH,
  SITE_NAME,
  TWITTER_HANDLE,
} from '@/lib/seo/seo-constants';

const SCHEMA_CONTEXT = 'https://schema.org';
const BEST_RATING = 5;
const WORST_RATING = 1;

export type JsonLdValue =
  string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };

/** A top-level JSON-LD document. */
export type JsonLd = {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [key: string]: JsonLdValue;
};

type Node = { [key: string]: JsonLdValue | undefined };

/** Drops undefined fields (and empty lists) so the output only says what the input said. */
function compact<T extends Node>(node: T): { [key: string]: JsonLdValue } {
  const out: { [key: string]: JsonLdValue } = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

function jsonLdDocument(type: string, fields: Node): JsonLd {
  return { '@context': SCHEMA_CONTEXT, '@type': type, ...compact(fields) };
}

function urlOrUndefined(url: string | undefined): string | undefined {
  return url ? absoluteUrl(url) : undefined;
}

function images(image: string | readonly string[] | undefined): JsonLdValue | undefined {
  if (image === undefined) return undefined;
  if (typeof image === 'string') return absoluteUrl(image);
  return image.map((url) => absoluteUrl(url));
}

/**
 * JSON-LD inside `<script>`: `<` is escaped so a value such as `</script>` cannot end the element
 * early, and U+2028/U+2029 so older parsers read it as JavaScript too.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// --- Shared shapes -------------------------------------------------------------------------

export type PostalAddressInput = {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  /** ISO 3166 code; defaults to GB. */
  addressCountry?: string;
};

export type OrganizationRef = string | { name: string; url?: string; logo?: string };

export type AggregateRatingInput = { ratingValue: number; reviewCount: number };

function postalAddress(address: PostalAddressInput): JsonLdValue {
  return {
    '@type': 'PostalAddress',
    ...compact({
      streetAddress: address.streetAddress,
      addressLocality: address.addressLocality,
      addressRegion: address.addressRegion,
      postalCode: address.postalCode,
      addressCountry: address.addressCountry ?? COUNTRY_CODE,
    }),
  };
}

function organization(ref: OrganizationRef): JsonLdValue {
  const org = typeof ref === 'string' ? { name: ref } : ref;
  return {
    '@type': 'Organization',
    ...compact({ name: org.name, url: urlOrUndefined(org.url), logo: urlOrUndefined(org.logo) }),
  };
}

function person(name: string): JsonLdValue {
  return { '@type': 'Person', name };
}

function aggregateRating({ ratingValue, reviewCount }: AggregateRatingInput): JsonLdValue {
  return {
    '@type': 'AggregateRating',
    ratingValue,
    reviewCount,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  };
}

/** The operating company, as author or publisher, with its logo. */
function fixwellPublisher(): JsonLdValue {
  return {
    '@type': 'Organization',
    ...compact({
      name: DEFAULT_PUBLISHER,
      url: getSiteUrl() || undefined,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) },
    }),
  };
}

// --- FAQ -----------------------------------------------------------------------------------

export type FaqItem = { question: string; answer: string };

/** FAQPage; null for an empty list, since an FAQ page without questions is invalid. */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd | null {
  if (items.length === 0) return null;
  return jsonLdDocument('FAQPage', {
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  });
}

// --- Local business ------------------------------------------------------------------------

export type LocalBusinessInput = {
  name: string;
  description?: string;
  /** A more specific schema.org type such as 'Plumber' or 'Electrician'. */
  type?: string;
  url?: string;
  address?: PostalAddressInput;
  telephone?: string;
  /** schema.org format, e.g. 'Mo-Fr 08:00-18:00'. */
  openingHours?: string | readonly string[];
  /** e.g. '££'. */
  priceRange?: string;
  image?: string | readonly string[];
  /** Average rating out of 5; given with reviewCount it adds an aggregate rating. */
  rating?: number;
  reviewCount?: number;
};

export function localBusinessJsonLd(input: LocalBusinessInput): JsonLd {
  const { rating, reviewCount } = input;
  return jsonLdDocument(input.type ?? 'LocalBusiness', {
    name: input.name,
    description: input.description,
    url: urlOrUndefined(input.url),
    image: images(input.image),
    address: input.address ? postalAddress(input.address) : undefined,
    telephone: input.telephone,
    openingHours:
      typeof input.openingHours === 'string' ? input.openingHours : input.openingHours?.slice(),
    priceRange: input.priceRange,
    aggregateRating:
      rating !== undefined && reviewCount !== undefined
        ? aggregateRating({ ratingValue: rating, reviewCount })
        : undefined,
  });
}

// --- Service -------------------------------------------------------------------------------

export type PriceRangeInput = {
  /** ISO 4217; defaults to GBP. */
  currency?: string;
  /** A single price, when there is one. */
  price?: number;
  min?: number;
  max?: number;
};

export type ServiceInput = {
  name: string;
  description?: string;
  provider?: OrganizationRef;
  /** Places served; defaults to the United Kingdom. */
  areaServed?: string | readonly string[];
  /** Stated as schema.org `serviceType` and `category`. */
  category?: string;
  url?: string;
  image?: string;
  price?: PriceRangeInput;
};

function areaServed(area: string | readonly string[] | undefined): JsonLdValue {
  if (area === undefined) return { '@type': 'Country', name: COUNTRY };
  const places = (typeof area === 'string' ? [area] : area).map((name) => ({
    '@type': 'Place',
    name,
  }));
  return places.length === 1 ? places[0]! : places;
}

function serviceOffer(price: PriceRangeInput): JsonLdValue {
  const currency = price.currency ?? CURRENCY;
  return {
    '@type': 'Offer',
    ...compact({
      price: price.price,
      priceCurrency: currency,
      priceSpecification: {
        '@type': 'PriceSpecification',
        ...compact({
          price: price.price,
          minPrice: price.min,
          maxPrice: price.max,
          priceCurrency: currency,
        }),
      },
    }),
  };
}

export function serviceJsonLd(input: ServiceInput): JsonLd {
  return jsonLdDocument('Service', {
    name: input.name,
    description: input.description,
    serviceType: input.category,
    category: input.category,
    url: urlOrUndefined(input.url),
    image: images(input.image),
    provider: input.provider ? organization(input.provider) : undefined,
    areaServed: areaServed(input.areaServed),
    offers: input.price ? serviceOffer(input.price) : undefined,
  });
}

// --- How-to --------------------------------------------------------------------------------

export type HowToStepInput = { name: string; text: string; image?: string; url?: string };

export type HowToInput = {
  name: string;
  description?: string;
  image?: string;
  /** ISO 8601 duration, e.g. 'PT30M'. */
  totalTime?: string;
  steps: readonly HowToStepInput[];
};

export function howToJsonLd(input: HowToInput): JsonLd {
  return jsonLdDocument('HowTo', {
    name: input.name,
    description: input.description,
    image: images(input.image),
    totalTime: input.totalTime,
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      ...compact({
        name: step.name,
        text: step.text,
        image: images(step.image),
        url: urlOrUndefined(step.url),
      }),
    })),
  });
}

// --- Review --------------------------------------------------------------------------------

export type ReviewInput = {
  author: string;
  /** Out of 5. */
  rating: number;
  reviewBody?: string;
  /** ISO 8601 date. */
  datePublished?: string;
  /** What was reviewed, e.g. { type: 'LocalBusiness', name: 'Acme Plumbing' }. */
  itemReviewed: { type: string; name: string };
};

export function reviewJsonLd(input: ReviewInput): JsonLd {
  return jsonLdDocument('Review', {
    author: person(input.author),
    reviewRating: {
      '@type': 'Rating',
      ratingValue: input.rating,
      bestRating: BEST_RATING,
      worstRating: WORST_RATING,
    },
    reviewBody: input.reviewBody,
    datePublished: input.datePublished,
    itemReviewed: { '@type': input.itemReviewed.type, name: input.itemReviewed.name },
  });
}

// --- Article -------------------------------------------------------------------------------

export type ArticleInput = {
  headline: string;
  description?: string;
  /** 'BlogPosting' for blog posts; defaults to 'Article'. */
  type?: 'Article' | 'BlogPosting' | 'NewsArticle';
  url?: string;
  image?: string | readonly string[];
  /** A person's name; defaults to the operating company. */
  author?: string;
  /** ISO 8601 date-time. */
  datePublished: string;
  /** Defaults to datePublished. */
  dateModified?: string;
  articleSection?: string;
  keywords?: readonly string[];
};

export function articleJsonLd(input: ArticleInput): JsonLd {
  const url = urlOrUndefined(input.url);
  return jsonLdDocument(input.type ?? 'Article', {
    headline: input.headline,
    description: input.description,
    image: images(input.image),
    author: input.author ? person(input.author) : organization(DEFAULT_AUTHOR),
    publisher: fixwellPublisher(),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    mainEntityOfPage: url ? { '@type': 'WebPage', '@id': url } : undefined,
    articleSection: input.articleSection,
    keywords: input.keywords?.length ? input.keywords.join(', ') : undefined,
    inLanguage: LANGUAGE,
  });
}

// --- Site-wide -----------------------------------------------------------------------------

export type SiteOptions = {
  /** Defaults to `getSiteUrl()`. */
  siteUrl?: string;
};

export function organizationJsonLd({ siteUrl = getSiteUrl() }: SiteOptions = {}): JsonLd {
  return jsonLdDocument('Organization', {
    name: SITE_NAME,
    legalName: DEFAULT_PUBLISHER,
    url: siteUrl || undefined,
    logo: absoluteUrl(LOGO_PATH, siteUrl),
    description: DEFAULT_DESCRIPTION,
    areaServed: { '@type': 'Country', name: COUNTRY },
    sameAs: [`https://x.com/${TWITTER_HANDLE.slice(1)}`],
  });
}

/** WebSite, with the search box sending its query to the quote form. */
export function websiteJsonLd({ siteUrl = getSiteUrl() }: SiteOptions = {}): JsonLd {
  return jsonLdDocument('WebSite', {
    name: SITE_NAME,
    url: siteUrl || undefined,
    inLanguage: LANGUAGE,
    publisher: { '@type': 'Organization', name: DEFAULT_PUBLISHER },
    potentialAction: {
      '@type': 'SearchAction',
      target: `${siteUrl}/quote?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  });
}

// --- Breadcrumbs ---------------------------------------------------------------------------

export type BreadcrumbItem = { name: string; url: string };

/** BreadcrumbList with absolute item URLs; null for an empty trail. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd | null {
  if (items.length === 0) return null;
  return jsonLdDocument('BreadcrumbList', {
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.url),
    })),
  });
}
