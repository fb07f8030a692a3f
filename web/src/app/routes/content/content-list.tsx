import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import type { ContentType } from '@fixwell/common/catalogue/catalogue-schema';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';
import { isContentType } from '@/app/routes/route-validators';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { ArticleListing } from '@/features/articles/components/article-listing';
import { SectionLinks } from '@/features/articles/components/section-links';
import {
  ARTICLES_PER_PAGE,
  isBeyondLastPage,
  listingHref,
  parsePageParam,
} from '@/features/articles/pagination';
import { articlesQuery } from '@/features/catalogue/api/catalogue-queries';

/** What each listing offers, in a sentence: the page's lede and meta description. */
const CONTENT_TYPE_DESCRIPTIONS: Record<ContentType, string> = {
  guides:
    'Plain-English guides to the work your home needs: what is involved, what to ask and how to choose the right tradesperson.',
  'how-to':
    'Step-by-step instructions for small jobs you can safely do yourself, and how to tell when to call a professional.',
  'cost-guides':
    'What common home jobs cost in the UK, what pushes the price up or down and how to compare quotes fairly.',
  ideas:
    'Ideas for improving your home, from small upgrades to bigger projects, with what each involves and costs.',
  tips: 'Short, practical tips for looking after your home and getting the best from tradespeople.',
  news: 'News for UK homeowners: regulation, grants and changes that affect work on your home.',
  comparisons:
    'Side-by-side comparisons of materials, systems and approaches, to help you choose what suits your home.',
  'complete-guide':
    'In-depth guides that take you through a whole project, from planning and budgeting to the finished job.',
};

export default function ContentListPage() {
  const { contentType } = useRouteParams();
  // The route's validator has already turned any other value away with a 404.
  const section: ContentType = isContentType(contentType) ? contentType : 'guides';
  const label = CONTENT_TYPE_LABELS[section];
  const description = CONTENT_TYPE_DESCRIPTIONS[section];
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
        title={page > 1 ? `${label}, page ${page}` : label}
        description={description}
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
