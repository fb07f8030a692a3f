import { onDocumentWritten } from 'firebase-functions/firestore';

import { INDEXNOW_MAX_URLS, type IndexNowTrigger } from '@fixwell/common/admin/indexnow';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import {
  articleChangePaths,
  companyChangePaths,
  locationChangePaths,
  serviceChangePaths,
} from './index-now-urls';
import { siteUrls, submitToIndexNow } from './submit-to-index-now';

// Automatic submissions: a write to a published article, a company profile becoming public or
// moving, or a service or town edited tells IndexNow about the pages it changed (index-now-urls.ts
// decides which; drafts and bookkeeping-only writes submit nothing).

type Data = Record<string, unknown> | undefined;

async function submitPaths(paths: string[], trigger: IndexNowTrigger, source: string) {
  if (paths.length === 0) return;
  await submitToIndexNow({ urls: siteUrls(paths), trigger, source, requestedBy: null });
}

/** Slugs of a catalogue collection, without reading the documents' content. */
async function slugsOf(collection: string): Promise<string[]> {
  const snapshot = await db().collection(collection).select().limit(INDEXNOW_MAX_URLS).get();
  return snapshot.docs.map((doc) => doc.id);
}

export const indexNowOnArticleWrite = onDocumentWritten(
  `${COLLECTIONS.articles}/{slug}`,
  async (event) => {
    const { slug } = event.params;
    const paths = articleChangePaths(
      slug,
      event.data?.before.data() as Data,
      event.data?.after.data() as Data,
    );
    await submitPaths(paths, 'article', `${COLLECTIONS.articles}/${slug}`);
  },
);

export const indexNowOnCompanyWrite = onDocumentWritten(
  `${COLLECTIONS.companies}/{uid}`,
  async (event) => {
    const paths = companyChangePaths(
      event.data?.before.data() as Data,
      event.data?.after.data() as Data,
    );
    await submitPaths(paths, 'company', `${COLLECTIONS.companies}/${event.params.uid}`);
  },
);

export const indexNowOnServiceWrite = onDocumentWritten(
  `${COLLECTIONS.services}/{slug}`,
  async (event) => {
    const { slug } = event.params;
    const before = event.data?.before.data() as Data;
    const after = event.data?.after.data() as Data;
    if (!serviceChangePaths(slug, before, after, []).length) return;
    const towns = await slugsOf(COLLECTIONS.locations);
    await submitPaths(
      serviceChangePaths(slug, before, after, towns),
      'service',
      `${COLLECTIONS.services}/${slug}`,
    );
  },
);

export const indexNowOnLocationWrite = onDocumentWritten(
  `${COLLECTIONS.locations}/{slug}`,
  async (event) => {
    const { slug } = event.params;
    const before = event.data?.before.data() as Data;
    const after = event.data?.after.data() as Data;
    if (!locationChangePaths(slug, before, after, []).length) return;
    const services = await slugsOf(COLLECTIONS.services);
    await submitPaths(
      locationChangePaths(slug, before, after, services),
      'location',
      `${COLLECTIONS.locations}/${slug}`,
    );
  },
);
