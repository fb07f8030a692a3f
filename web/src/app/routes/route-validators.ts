import {
  CONTENT_TYPES,
  type ArticleSection,
  type ContentType,
} from '@fixwell/common/catalogue/catalogue-constants';

import type { RouteParams, RouteValidator, ValidatorName } from '@/config/route-types';
import { findLocation, findService } from '@/features/catalogue/catalogue-index';
import { queryClient } from '@/lib/query-client';

// Route validations: a failure is the fatal 404. Catalogue slugs are checked against the build-time
// index (no request); articles and company profiles against Firestore, through the same query the
// page then reads from the cache, so validating costs no extra request. The queries (and the REST
// reader behind them) load on first use: every visit downloads this module, most never need them.

const catalogueQueries = () => import('@/features/catalogue/api/catalogue-queries');

export function isContentType(value: string | undefined): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value ?? '');
}

export function isKnownContentType(params: RouteParams): boolean {
  return isContentType(params.contentType);
}

export async function isKnownService(params: RouteParams): Promise<boolean> {
  return Boolean(await findService(params.service));
}

export async function isEmergencyService(params: RouteParams): Promise<boolean> {
  return Boolean((await findService(params.service))?.emergency);
}

export async function isKnownLocation(params: RouteParams): Promise<boolean> {
  return Boolean(await findLocation(params.location));
}

export async function isKnownServiceInLocation(params: RouteParams): Promise<boolean> {
  const [service, location] = await Promise.all([
    findService(params.service),
    findLocation(params.location),
  ]);
  return Boolean(service && location);
}

async function isArticleIn(section: ArticleSection, slug: string | undefined): Promise<boolean> {
  if (!slug) return false;
  const { articleQuery } = await catalogueQueries();
  const article = await queryClient.ensureQueryData(articleQuery(slug));
  return article?.section === section;
}

export function isKnownBlogPost(params: RouteParams): Promise<boolean> {
  return isArticleIn('blog', params.slug);
}

export async function isKnownContentArticle(params: RouteParams): Promise<boolean> {
  return isContentType(params.contentType) && isArticleIn(params.contentType, params.slug);
}

export async function isPublicCompany(params: RouteParams): Promise<boolean> {
  if (!params.slug) return false;
  const { companyBySlugQuery } = await catalogueQueries();
  return Boolean(await queryClient.ensureQueryData(companyBySlugQuery(params.slug)));
}

/** The validations the route table names. */
export const routeValidators: Record<ValidatorName, RouteValidator> = {
  'known-blog-post': isKnownBlogPost,
  'known-content-type': isKnownContentType,
  'known-content-article': isKnownContentArticle,
  'known-service': isKnownService,
  'emergency-service': isEmergencyService,
  'known-location': isKnownLocation,
  'known-service-in-location': isKnownServiceInLocation,
  'public-company': isPublicCompany,
};
