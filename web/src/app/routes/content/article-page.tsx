import { CONTENT_TYPE_LABELS } from '@fixwell/common/catalogue/catalogue-constants';
import type { ArticleSection } from '@fixwell/common/catalogue/catalogue-schema';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import {
  articleHref,
  categoryLabel,
  relatedArticles,
  type StoredArticle,
} from '@/features/articles/article-utils';
import { FaqList } from '@/components/content/faq-list';
import { ArticleGridSkeleton } from '@/features/articles/components/article-card';
import { ArticleBody, ArticleHtml } from '@/features/articles/components/article-body';
import { ArticleMeta } from '@/features/articles/components/article-meta';
import { HowToSteps } from '@/features/articles/components/how-to-steps';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { RelatedArticles } from '@/features/articles/components/related-articles';
import { articleQuery, latestArticlesQuery } from '@/features/catalogue/api/catalogue-queries';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { useOfferedServicesQuery } from '@/features/catalogue/hooks/use-catalogue-index';
import { humaniseSlug } from '@/lib/seo/breadcrumbs';
import { articleJsonLd, faqPageJsonLd, howToJsonLd } from '@/lib/seo/structured-data';

const RELATED_ARTICLES = 3;

export function sectionLabel(section: ArticleSection): string {
  return section === 'blog' ? 'Blog' : CONTENT_TYPE_LABELS[section];
}

export function sectionHref(section: ArticleSection): string {
  return section === 'blog' ? paths.blog : href(paths.contentList, { contentType: section });
}

/** One more than shown: the article itself may be among the newest. */
export const RELATED_CANDIDATES = RELATED_ARTICLES + 1;

/**
 * Candidates for "related articles": the newest of the article's section and of its category
 * (relatedArticles ranks them). The prerender seeds the same queries.
 */
export function relatedCandidatesQueries(section: string, category: string | undefined) {
  return [
    latestArticlesQuery({ section }, RELATED_CANDIDATES),
    latestArticlesQuery({ section, category }, RELATED_CANDIDATES),
  ] as const;
}

/**
 * A blog post or a guide: the same page under /blog/:slug and /:contentType/:slug. The route's
 * validator has already fetched the article into the shared cache, so it normally renders at once.
 */
export function ArticlePage({ section, slug }: { section: ArticleSection; slug: string }) {
  const headingId = useId();
  const articleResult = useQuery(articleQuery(slug));
  const [inSection, inCategory] = relatedCandidatesQueries(section, articleResult.data?.category);
  const newestInSection = useQuery(inSection);
  const newestInCategory = useQuery({ ...inCategory, enabled: Boolean(articleResult.data) });
  const servicesResult = useOfferedServicesQuery();
  // Seeded articles carry typed blocks; posts published from the admin blog carry HTML as well.
  const article = articleResult.data as StoredArticle | null | undefined;
  const label = sectionLabel(section);

  if (article === undefined) {
    return (
      <div className="page content-page article-page">
        <Seo title={label} noindex={articleResult.isError} />
        {articleResult.isError ? (
          <LoadError
            message="We could not load this article."
            onRetry={() => void articleResult.refetch()}
            retrying={articleResult.isFetching}
          />
        ) : (
          <LoadingBlock label="Loading the article…" lines={6} minHeight="60vh" />
        )}
      </div>
    );
  }

  // The validator makes this impossible on arrival; it can only happen if the article is removed
  // while the page is open and the cache refreshes.
  if (article === null || article.section !== section) {
    return (
      <div className="page content-page article-page">
        <Seo title="Article not found" noindex />
        <PageHero
          heading="Article not found"
          lede="This article is no longer available. It may have been moved or removed."
        />
        <p>
          <Link to={sectionHref(section)}>See all {label.toLowerCase()}</Link>
        </p>
      </div>
    );
  }

  const url = articleHref(article);
  const serviceNames = new Map(servicesResult.data?.map((service) => [service.slug, service.name]));
  const relatedServices = article.relatedServices.map((service) => ({
    slug: service,
    name: serviceNames.get(service) ?? humaniseSlug(service),
  }));
  const candidates =
    newestInSection.data && newestInCategory.data
      ? [...newestInCategory.data, ...newestInSection.data]
      : undefined;
  const related = relatedArticles(article, candidates ?? [], RELATED_ARTICLES);
  const candidatesFailed = newestInSection.isError || newestInCategory.isError;
  const faq = article.faq ?? [];
  const cover = article.coverImage ?? null;

  return (
    <div className="page content-page article-page">
      <Seo
        title={article.seoTitle || article.title}
        description={article.description}
        canonical={article.canonical || url}
        keywords={article.tags}
        author={article.author}
        ogType="article"
        {...(cover ? { ogImage: cover.url } : {})}
        articlePublishedTime={article.publishedAt}
        articleModifiedTime={article.updatedAt}
        articleAuthor={article.author}
        articleSection={label}
        articleTags={article.tags}
        breadcrumbLabel={article.title}
        jsonLd={[
          articleJsonLd({
            headline: article.title,
            description: article.description,
            type: section === 'blog' ? 'BlogPosting' : 'Article',
            url,
            author: article.author,
            datePublished: article.publishedAt,
            dateModified: article.updatedAt,
            articleSection: label,
            keywords: article.tags,
            ...(cover ? { image: cover.url } : {}),
          }),
          faqPageJsonLd(faq),
          article.howTo
            ? howToJsonLd({
                name: article.title,
                description: article.description,
                totalTime: article.howTo.totalTime,
                steps: article.howTo.steps,
              })
            : null,
        ]}
      />

      <article aria-labelledby={headingId}>
        <PageHero
          headingId={headingId}
          eyebrow={
            <>
              <Link to={sectionHref(section)}>{label}</Link>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              {categoryLabel(article)}
            </>
          }
          heading={article.title}
          lede={article.description}
          meta={<ArticleMeta article={article} />}
        />
        {cover ? (
          <img
            className="article-cover"
            src={cover.url}
            alt={cover.alt}
            width={1200}
            height={630}
            decoding="async"
          />
        ) : null}
        {article.bodyHtml !== undefined ? (
          <ArticleHtml html={article.bodyHtml} />
        ) : (
          <ArticleBody blocks={article.body} />
        )}
        {article.howTo ? <HowToSteps howTo={article.howTo} /> : null}
        {faq.length > 0 ? (
          <ContentSection id="faq" heading="Frequently asked questions">
            <FaqList items={faq} />
          </ContentSection>
        ) : null}
      </article>

      {relatedServices.length > 0 ? (
        <ContentSection id="related-services" heading="Related services">
          <ul className="section-links">
            {relatedServices.map((service) => (
              <li key={service.slug}>
                <Link to={href(paths.service, { service: service.slug })}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}

      <QuoteCta service={relatedServices[0]?.slug} />

      {candidates ? (
        <RelatedArticles articles={related} />
      ) : (
        <ContentSection id="related-articles" heading="Related articles">
          {candidatesFailed ? (
            <LoadError
              message="We could not load related articles."
              onRetry={() => {
                if (newestInSection.isError) void newestInSection.refetch();
                if (newestInCategory.isError) void newestInCategory.refetch();
              }}
              retrying={newestInSection.isFetching || newestInCategory.isFetching}
            />
          ) : (
            <ArticleGridSkeleton count={RELATED_ARTICLES} label="Loading related articles…" />
          )}
        </ContentSection>
      )}
    </div>
  );
}
