import { CONTENT_TYPE_LABELS } from '@fixwell/common/catalogue/catalogue-constants';

/**
 * Route parameters with a fixed set of values, each with its label: a page such as
 * `/:contentType` stands for one page per value when it is prerendered or opens a breadcrumb
 * section. (Catalogue slugs are not fixed: the sitemap and prerender read them from the catalogue.)
 */
export const ROUTE_PARAMETER_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  contentType: CONTENT_TYPE_LABELS,
};
