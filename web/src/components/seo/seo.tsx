import { Helmet } from 'react-helmet-async';
import { useInRouterContext, useLocation } from 'react-router';

import { breadcrumbsForPath } from '@/lib/seo/breadcrumbs';
import {
  absoluteUrl,
  DEFAULT_AUTHOR,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_OG_IMAGE,
  DEFAULT_OG_IMAGE_ALT,
  DEFAULT_OG_IMAGE_HEIGHT,
  DEFAULT_OG_IMAGE_WIDTH,
  LOCALE,
  robotsContent,
  SITE_NAME,
  TWITTER_HANDLE,
} from '@/lib/seo/seo-constants';
import { buildPageTitle, truncateDescription, truncateTitle } from '@/lib/seo/seo-text';
import { breadcrumbJsonLd, serializeJsonLd, type JsonLd } from '@/lib/seo/structured-data';

// Existing pages import the site name from here.
export { SITE_NAME };

export type TwitterCard = 'summary' | 'summary_large_image' | 'app' | 'player';

/** SPEC.md §3 "Page SEO input". */
export type SeoProps = {
  /** Without the site name: " | Fixwell" is added, and the whole cut to 60 characters. */
  title: string;
  /** Cut to 160 characters; a site-wide description stands in when left out. */
  description?: string;
  /** Replaces the default keyword list. */
  keywords?: readonly string[];
  /** An absolute URL or a path; defaults to the current path without query or hash. */
  canonical?: string;
  author?: string;
  ogTitle?: string;
  ogDescription?: string;
  /** An absolute URL or a path; defaults to /og-image.jpg. */
  ogImage?: string;
  /** The size and description of `ogImage` (a site image's share card is 1200×630). */
  ogImageWidth?: number;
  ogImageHeight?: number;
  ogImageAlt?: string;
  /** Defaults to 'article' when any article field is given, else 'website'. */
  ogType?: string;
  /** Defaults to the canonical URL. */
  ogUrl?: string;
  twitterCard?: TwitterCard;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  twitterSite?: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** ISO 8601 date-times. */
  articlePublishedTime?: string;
  articleModifiedTime?: string;
  articleAuthor?: string;
  articleSection?: string;
  articleTags?: readonly string[];
  /** Structured data for the page; null entries (e.g. an empty FAQ) are skipped. */
  jsonLd?: readonly (JsonLd | null | undefined)[];
  /** Label for the last breadcrumb, e.g. a service's name instead of its slug. */
  breadcrumbLabel?: string;
};

/**
 * The page's head: title, description, keywords, robots, canonical link, Open Graph, Twitter and
 * article tags, and JSON-LD (the page's own plus, on listed paths, its breadcrumb trail).
 */
export function Seo(props: SeoProps) {
  // The router supplies the path; outside one (an error boundary above it) the window does.
  return useInRouterContext() ? (
    <RoutedSeo {...props} />
  ) : (
    <SeoHead {...props} pathname={typeof window === 'undefined' ? '/' : window.location.pathname} />
  );
}

function RoutedSeo(props: SeoProps) {
  const { pathname } = useLocation();
  return <SeoHead {...props} pathname={pathname} />;
}

function SeoHead({
  pathname,
  title,
  description,
  keywords,
  canonical,
  author,
  ogTitle,
  ogDescription,
  ogImage,
  ogImageWidth,
  ogImageHeight,
  ogImageAlt,
  ogType,
  ogUrl,
  twitterCard = 'summary_large_image',
  twitterTitle,
  twitterDescription,
  twitterImage,
  twitterSite,
  noindex = false,
  nofollow = false,
  articlePublishedTime,
  articleModifiedTime,
  articleAuthor,
  articleSection,
  articleTags = [],
  jsonLd = [],
  breadcrumbLabel,
}: SeoProps & { pathname: string }) {
  const pageTitle = buildPageTitle(title);
  const pageDescription = truncateDescription(description || DEFAULT_DESCRIPTION);
  const canonicalUrl = absoluteUrl(canonical || pathname);
  const image = absoluteUrl(ogImage || DEFAULT_OG_IMAGE);
  const isDefaultImage = !ogImage || ogImage === DEFAULT_OG_IMAGE;
  const imageWidth = isDefaultImage ? DEFAULT_OG_IMAGE_WIDTH : ogImageWidth;
  const imageHeight = isDefaultImage ? DEFAULT_OG_IMAGE_HEIGHT : ogImageHeight;
  const imageAlt = isDefaultImage ? DEFAULT_OG_IMAGE_ALT : ogImageAlt;
  const socialTitle = ogTitle ? truncateTitle(ogTitle) : pageTitle;
  const socialDescription = ogDescription ? truncateDescription(ogDescription) : pageDescription;
  const isArticle = Boolean(
    articlePublishedTime ||
    articleModifiedTime ||
    articleAuthor ||
    articleSection ||
    articleTags.length > 0,
  );

  const structuredData = jsonLd.filter((item): item is JsonLd => Boolean(item));
  // A page that supplies its own trail keeps it; otherwise listed paths get one from the URL.
  if (!structuredData.some((item) => item['@type'] === 'BreadcrumbList')) {
    const crumbs = breadcrumbsForPath(pathname, breadcrumbLabel);
    const trail = crumbs ? breadcrumbJsonLd(crumbs) : null;
    if (trail) structuredData.push(trail);
  }

  return (
    <Helmet>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      <meta name="keywords" content={(keywords ?? DEFAULT_KEYWORDS).join(', ')} />
      <meta name="author" content={author || DEFAULT_AUTHOR} />
      <meta name="robots" content={robotsContent(noindex, nofollow)} />
      <link rel="canonical" href={canonicalUrl} />

      <meta property="og:title" content={socialTitle} />
      <meta property="og:description" content={socialDescription} />
      <meta property="og:image" content={image} />
      {imageWidth ? <meta property="og:image:width" content={String(imageWidth)} /> : null}
      {imageHeight ? <meta property="og:image:height" content={String(imageHeight)} /> : null}
      {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta property="og:type" content={ogType || (isArticle ? 'article' : 'website')} />
      <meta property="og:url" content={ogUrl ? absoluteUrl(ogUrl) : canonicalUrl} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={LOCALE} />

      <meta name="twitter:card" content={twitterCard} />
      <meta
        name="twitter:title"
        content={twitterTitle ? truncateTitle(twitterTitle) : socialTitle}
      />
      <meta
        name="twitter:description"
        content={twitterDescription ? truncateDescription(twitterDescription) : socialDescription}
      />
      <meta name="twitter:image" content={twitterImage ? absoluteUrl(twitterImage) : image} />
      <meta name="twitter:site" content={twitterSite || TWITTER_HANDLE} />

      {articlePublishedTime ? (
        <meta property="article:published_time" content={articlePublishedTime} />
      ) : null}
      {articleModifiedTime ? (
        <meta property="article:modified_time" content={articleModifiedTime} />
      ) : null}
      {articleAuthor ? <meta property="article:author" content={articleAuthor} /> : null}
      {articleSection ? <meta property="article:section" content={articleSection} /> : null}
      {articleTags.map((tag) => (
        <meta key={`article:tag:${tag}`} property="article:tag" content={tag} />
      ))}

      {structuredData.map((item, index) => (
        <script key={`ld-${index}`} type="application/ld+json">
          {serializeJsonLd(item)}
        </script>
      ))}
    </Helmet>
  );
}
