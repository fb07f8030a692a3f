// Which public URLs a change should tell IndexNow about: pure decisions, unit-tested
// (index-now-urls.test.ts). A URL is submitted when its page appeared, changed or went away
// (IndexNow takes removed URLs too: the engine then sees the 404). Drafts are never submitted.

type Data = Record<string, unknown> | undefined;

/** Fields that change without changing what a page shows. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'viewCount', 'views']);

function sameContent(before: Data, after: Data): boolean {
  const strip = (data: Data) =>
    JSON.stringify(
      Object.entries(data ?? {})
        .filter(([key]) => !BOOKKEEPING.has(key))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  return strip(before) === strip(after);
}

/** An `articles/{slug}` document that is on the site: any that exists and is not a draft. */
function livePath(id: string, data: Data): string | null {
  if (!data) return null;
  if (typeof data.status === 'string' && data.status !== 'published') return null;
  const section = typeof data.section === 'string' ? data.section : null;
  const slug = typeof data.slug === 'string' && data.slug ? data.slug : id;
  return section ? `/${section}/${slug}` : null;
}

export function articleChangePaths(id: string, before: Data, after: Data): string[] {
  const was = livePath(id, before);
  const is = livePath(id, after);
  if (was === is && (is === null || sameContent(before, after))) return [];
  return [...new Set([is, was].filter((path): path is string => path !== null))];
}

function publicSlug(data: Data): string | null {
  return data?.public === true && typeof data.slug === 'string' && data.slug ? data.slug : null;
}

/** A company profile: when it becomes public, moves to a new slug, or stops being public. */
export function companyChangePaths(before: Data, after: Data): string[] {
  const was = publicSlug(before);
  const is = publicSlug(after);
  if (was === is) return [];
  return [is, was]
    .filter((slug): slug is string => slug !== null)
    .map((slug) => `/company/profile/${encodeURIComponent(slug)}`);
}

/**
 * A service's pages when it is added in the console or edited: its own, its emergency page, and
 * each town's page for it (a service missing from the build's index is looked up in `services`,
 * so a new one has pages at once). A removed one changes nothing here: the seed's services stay in
 * the build's index until the next deploy.
 */
export function serviceChangePaths(
  slug: string,
  before: Data,
  after: Data,
  townSlugs: readonly string[],
): string[] {
  if (!after || (before && sameContent(before, after))) return [];
  // A created service counts when an admin made it, not when the seed loads the catalogue.
  if (!before && after.source !== 'admin') return [];
  const emergency = before?.emergency === true || after.emergency === true;
  return [
    `/services/${slug}`,
    ...(emergency ? [`/emergency/${slug}`] : []),
    ...townSlugs.map((town) => `/services/${slug}/${town}`),
  ];
}

/** An edited town's pages: its own and each service's page in it (edits only, as for services). */
export function locationChangePaths(
  slug: string,
  before: Data,
  after: Data,
  serviceSlugs: readonly string[],
): string[] {
  if (!before || !after || sameContent(before, after)) return [];
  return [
    `/tradespeople/${slug}`,
    ...serviceSlugs.map((service) => `/services/${service}/${slug}`),
  ];
}

/** Lists of at most `size` URLs (the protocol's limit per submission). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
