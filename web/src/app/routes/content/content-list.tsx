import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { defaultContentType } from '@fixwell/common/content/content-types';
import type { ContentType } from '@fixwell/common/catalogue/catalogue-schema';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';
import { isContentType } from '@/app/routes/route-validators';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { contentTypeQuery } from '@/features/articles/api/content-type-query';
import { ArticleListing } from '@/features/articles/components/article-listing';
import { SectionLinks } from '@/features/articles/components/section-links';
import {
  ARTICLES_PER_PAGE,
  isBeyondLastPage,
  listingHref,
  parsePageParam,
} from '@/features/articles/pagination';
import { articlesQuery } from '@/features/catalogue/api/catalogue-queries';

export default function ContentListPage() {
  const { contentType } = useRouteParams();
  // The route's validator has already turned any other value away with a 404.
  const section: ContentType = isContentType(contentType) ? contentType : 'guides';
  // Admins' texts for the section (contentTypes/{slug}); today's defaults until they load.
  const texts = useQuery(contentTypeQuery(section)).data ?? defaultContentType(section);
  const label = texts.label;
  const description = texts.intro;
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));

  const query = useQuery(articlesQuery({ section }, page, ARTICLES_PER_PAGE));
  const outOfRange = query.data ? isBeyondLastPage(page, query.data.total) : false;

  const listPath = href(paths.contentList, { contentType: section });
  const pageHref = (target: number) => listingHref(listPath, { page: target });
  const otherListings = [
    { to: paths.blog, label: 'Blog' },
    ...CONTENT_TYPES.filter((other) => other !== section).map((other) => ({
      to: href(paths.contentList, { contentType: other }),
      label: CONTENT_TYPE_LABELS[other],
    })),
  ];

  return (
    <div className="page content-page content-listing-page">
      <Seo
        title={page > 1 ? `${texts.seoTitle}, page ${page}` : texts.seoTitle}
        description={texts.seoDescription}
        canonical={pageHref(page)}
        noindex={outOfRange}
      />
      <PageHero heading={label} lede={description} />

      <ArticleListing
        heading={`Latest ${label.toLowerCase()}`}
        label={label}
        query={query}
        page={page}
        pageHref={pageHref}
        empty={
          <p>
            No {label.toLowerCase()} yet — <Link to={paths.blog}>browse the blog</Link>.
          </p>
        }
      />

      <SectionLinks id="more-guides" heading="More guides" links={otherListings} />

      <CtaBanner />
    </div>
  );
}
