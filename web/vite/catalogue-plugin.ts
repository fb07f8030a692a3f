import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Article, Location, Service } from '@fixwell/common/catalogue/catalogue-schema';
import type { Plugin } from 'vite';

import { buildRobotsTxt, buildSitemapXml, catalogueUrls } from './sitemap';

// The slim, build-time index of the catalogue for the browser: enough to validate a URL, name a
// service or town and link between them without a request. Full descriptions, prices, FAQs and
// articles stay in Firestore and load per page.

// Read as JSON rather than imported: Vite loads this file with Node, which cannot import the
// TypeScript modules of common/.
function readSeed<T>(file: string): T[] {
  const url = new URL(`../../common/catalogue/${file}`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as T[];
}

const SEED_SERVICES = readSeed<Service>('services.json');
const SEED_LOCATIONS = readSeed<Location>('locations.json');
const SEED_ARTICLES = readSeed<Article>('articles.json');

const TOP_TOWNS = 12;

const MODULES = {
  'virtual:catalogue/services': () =>
    SEED_SERVICES.map(
      ({ slug, name, searchTerm, category, summary, emergency, related, trades }) => ({
        slug,
        name,
        searchTerm,
        category,
        summary,
        emergency,
        related,
        trades,
      }),
    ),
  'virtual:catalogue/locations': () =>
    SEED_LOCATIONS.map(
      ({
        slug,
        name,
        county,
        region,
        nation,
        postcodeAreas,
        postcodeDistricts,
        latitude,
        longitude,
        population,
      }) => ({
        slug,
        name,
        county,
        region,
        nation,
        postcodeAreas,
        postcodeDistricts,
        latitude,
        longitude,
        population,
      }),
    ),
  // The home page links the largest towns; it should not need the whole town index for that.
  'virtual:catalogue/top-towns': () =>
    [...SEED_LOCATIONS]
      .sort((a, b) => b.population - a.population)
      .slice(0, TOP_TOWNS)
      .map(({ slug, name }) => ({ slug, name })),
} as const;

type VirtualId = keyof typeof MODULES;
const RESOLVED_PREFIX = '\0';

function isVirtualId(id: string): id is VirtualId {
  return id in MODULES;
}

export function cataloguePlugin(options: { siteUrl: string }): Plugin {
  return {
    name: 'fixwell-catalogue',
    resolveId(id) {
      return isVirtualId(id) ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      if (!isVirtualId(name)) return undefined;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(MODULES[name]()))});`;
    },
    generateBundle() {
      const urls = catalogueUrls(
        { services: SEED_SERVICES, locations: SEED_LOCATIONS, articles: SEED_ARTICLES },
        options.siteUrl,
      );
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemapXml(urls) });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: buildRobotsTxt(options.siteUrl),
      });
    },
  };
}
