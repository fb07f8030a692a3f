import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { BLOG_CATEGORY_LABELS, isBlogCategory } from '@/features/articles/article-utils';
import { ArticleListing } from '@/features/articles/components/article-listing';
import { CategoryFilter } from '@/features/articles/components/category-filter';
import { SectionLinks } from '@/features/articles/components/section-links';
import {
  ARTICLES_PER_PAGE,
  isBeyondLastPage,
  listingHref,
  parsePageParam,
} from '@/features/articles/pagination';
import { articlesQuery } from '@/features/catalogue/api/catalogue-queries';

const DESCRIPTION =
  'Practical advice for UK homeowners: what common jobs cost, how to choose and work with a tradesperson, staying safe and saving energy at home.';

const GUIDE_LINKS = CONTENT_TYPES.map((contentType) => ({
  to: href(paths.contentList, { contentType }),
  label: CONTENT_TYPE_LABELS[contentType],
}));

export default function BlogPage() {
  const [searchParams] = useSearchParams();
  const requestedCategory = searchParams.get('category');
  // An unknown category (an old or mistyped link) shows every article rather than nothing.
  const category = isBlogCategory(requestedCategory) ? requestedCategory : null;
  const categoryLabel = category ? BLOG_CATEGORY_LABELS[category] : null;
  const page = parsePageParam(searchParams.get('page'));

  const query = useQuery(articlesQuery({ section: 'blog', category }, page, ARTICLES_PER_PAGE));
  const outOfRange = query.data ? isBeyondLastPage(page, query.data.total) : false;

  const baseTitle = categoryLabel
    ? `${categoryLabel}: home improvement blog`
    : 'Home improvement blog';
  const pageHref = (target: number) => listingHref(paths.blog, { category, page: target });

  return (
    <div className="page content-page blog-page">
      <Seo
        title={page > 1 ? `${baseTitle}, page ${page}` : baseTitle}
        description={
          categoryLabel
            ? `${categoryLabel} articles from the Fixwell blog: practical advice for UK homeowners planning work on their home.`
            : DESCRIPTION
        }
        canonical={pageHref(page)}
        noindex={outOfRange}
      />
      <PageHero heading="The Fixwell blog" lede={DESCRIPTION} />

      <CategoryFilter
        active={category}
        categoryHref={(target) => listingHref(paths.blog, { category: target })}
      />

      <ArticleListing
        heading={categoryLabel ?? 'Latest articles'}
        label={categoryLabel ? `${categoryLabel} articles` : 'Blog articles'}
        query={query}
        page={page}
        pageHref={pageHref}
        empty={
          categoryLabel ? (
            <p>
              No {categoryLabel.toLowerCase()} articles yet —{' '}
              <Link to={paths.blog}>see all articles</Link>.
            </p>
          ) : (
            <p>
              No blog articles yet —{' '}
              <Link to={href(paths.contentList, { contentType: 'guides' })}>browse our guides</Link>
              .
            </p>
          )
        }
      />

      <SectionLinks
        id="more-guides"
        heading="More guides"
        intro="Step-by-step guides, typical prices and ideas for your home, by type."
        links={GUIDE_LINKS}
      />

      <CtaBanner />
    </div>
  );
}
