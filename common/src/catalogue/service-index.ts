import type { Service } from './catalogue-schema';

// The live index of services: `catalogueIndexes/services`, one small public document listing
// every service's summary, kept by a function whenever a `services` document is written
// (functions/src/catalogue-admin/service-index.ts). The build ships the seed's index with the app;
// this one adds what admins changed since: new services, edited names, hidden services. One read
// gives a page the whole list (a query of `services` would read every document).

/** The fields of a service that lists, links and the quote form need: the index entry. */
export const SERVICE_SUMMARY_FIELDS = [
  'slug',
  'name',
  'searchTerm',
  'category',
  'summary',
  'emergency',
  'related',
  'trades',
] as const;

export type ServiceSummary = Pick<Service, (typeof SERVICE_SUMMARY_FIELDS)[number]>;

/**
 * An entry of the live index. A hidden service (an admin took it off the site) stays in the
 * index, marked, so admin filters can still name it; public pages, the quote form and the
 * sitemap leave it out.
 */
export type ServiceIndexEntry = ServiceSummary & { hidden?: true };

export type ServiceIndexDocument<Time = unknown> = {
  services: ServiceIndexEntry[];
  updatedAt: Time;
};

/** `catalogueIndexes/{SERVICE_INDEX_ID}`. */
export const SERVICE_INDEX_ID = 'services';

/**
 * A service's index entry from its stored fields, with the same keys in the same order whatever
 * order the document holds them in, so two equal indexes serialise alike. The seed and the
 * editor check every field; a document written some other way may lack some, so each has a
 * harmless default rather than an undefined that Firestore would refuse.
 */
export function serviceIndexEntryOf(
  slug: string,
  data: Partial<ServiceSummary> & { hidden?: unknown },
): ServiceIndexEntry {
  const name = data.name ?? slug;
  const entry: ServiceIndexEntry = {
    slug,
    name,
    searchTerm: data.searchTerm ?? name,
    category: data.category ?? 'property-care',
    summary: data.summary ?? '',
    emergency: data.emergency === true,
    related: data.related ?? [],
    trades: data.trades ?? [],
  };
  return data.hidden === true ? { ...entry, hidden: true } : entry;
}

/**
 * The index with one service's entry replaced (in place), added (at the end) or, when `entry` is
 * null (the service was deleted), removed.
 */
export function withServiceEntry(
  entries: readonly ServiceIndexEntry[],
  slug: string,
  entry: ServiceIndexEntry | null,
): ServiceIndexEntry[] {
  const at = entries.findIndex((existing) => existing.slug === slug);
  if (!entry) return entries.filter((existing) => existing.slug !== slug);
  if (at < 0) return [...entries, entry];
  return entries.map((existing, index) => (index === at ? entry : existing));
}

/** The services a visitor is offered: the index without hidden ones. */
export function offeredServices<T extends ServiceIndexEntry>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.hidden !== true);
}

/**
 * The live entries in the build's order, services added since the build after them by name: lists
 * keep their order when the live index replaces the build's, so nothing moves under the reader.
 */
export function inBuildOrder(
  build: readonly Pick<ServiceSummary, 'slug'>[],
  live: readonly ServiceIndexEntry[],
): ServiceIndexEntry[] {
  const position = new Map(build.map((entry, index) => [entry.slug, index]));
  const known = live.filter((entry) => position.has(entry.slug));
  const added = live.filter((entry) => !position.has(entry.slug));
  return [
    ...known.sort((a, b) => position.get(a.slug)! - position.get(b.slug)!),
    ...added.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
  ];
}
