import { tradeLabel } from '@fixwell/common/trades';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';
import { brandAccentStyle } from '@/components/brand-accent';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { companyBySlugQuery } from '@/features/catalogue/api/catalogue-queries';
import { ratingText } from '@/features/catalogue/components/company-card';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { useReviews } from '@/features/company-profile/api/get-reviews';
import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';
import { companyJsonLd } from '@/features/company-profile/company-structured-data';
import { profileBranding, profileName } from '@/features/company-profile/company-profile-utils';
import {
  CompanyAbout,
  CompanyDetails,
} from '@/features/company-profile/components/company-details';
import { CompanyGallery } from '@/features/company-profile/components/company-gallery';
import { CompanyOpeningHours } from '@/features/company-profile/components/company-opening-hours';
import { CompanyProfileHeader } from '@/features/company-profile/components/company-profile-header';
import { CompanyReviews } from '@/features/company-profile/components/company-reviews';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';

function metaDescription(company: CompanyProfileData, ratingSummary: string): string {
  const trade = tradeLabel(company.mainTrade).toLowerCase();
  const areas = company.postcodeAreas ?? [];
  const coverage = areas.length > 0 ? ` covering ${areas.join(', ')}` : '';
  return `${profileName(company)}, ${trade}${coverage}. ${ratingSummary}. Read their reviews and request a free quote through Fixwell.`;
}

/**
 * A company's public profile. The route's validator has already read the company into the shared
 * cache (only public companies pass), so the profile renders at once and the reviews follow.
 */
export default function PublicCompanyProfilePage() {
  const { slug = '' } = useRouteParams();
  const headingId = useId();
  const companyResult = useQuery(companyBySlugQuery(slug));
  const company = companyResult.data;
  const reviewsResult = useReviews(company?.id);

  if (company === undefined) {
    return (
      <div className="company-profile">
        <Seo title="Company profile" noindex={companyResult.isError} />
        {companyResult.isError ? (
          <LoadError
            message="We could not load this company profile."
            onRetry={() => void companyResult.refetch()}
            retrying={companyResult.isFetching}
          />
        ) : (
          <LoadingBlock label="Loading the company profile…" lines={5} minHeight="60vh" />
        )}
      </div>
    );
  }

  // Only if the company hides its profile while the page is open and the cache refreshes.
  if (company === null) {
    return (
      <div className="company-profile">
        <Seo title="Company not found" noindex />
        <PageHero
          heading="Company not found"
          lede="This company’s profile is not public at the moment."
        />
        <p>
          <Link to={paths.quote}>Get quotes from other local companies</Link>
        </p>
      </div>
    );
  }

  const url = href(paths.companyPublicProfile, { slug: company.slug });
  const ratingSummary = ratingText(company.rating, company.reviewCount);
  const reviews = reviewsResult.data;
  const name = profileName(company);
  const profile: CompanyProfileData = company;

  // The company's colour accents its own page: the header rule, links and the quote button.
  return (
    <article
      className="company-profile"
      aria-labelledby={headingId}
      style={brandAccentStyle(profileBranding(company).brandColour)}
    >
      <Seo
        title={`${name}: ${tradeLabel(company.mainTrade)}`}
        description={metaDescription(company, ratingSummary)}
        canonical={url}
        jsonLd={companyJsonLd(company, reviews ?? [], url)}
      />
      <CompanyProfileHeader company={profile} ratingSummary={ratingSummary} headingId={headingId} />
      <CompanyAbout company={profile} />
      <CompanyGallery company={profile} />
      <CompanyDetails company={profile} />
      <CompanyOpeningHours company={profile} />
      <QuoteCta
        company={company.slug}
        service={company.mainTrade}
        heading={`Request a quote from ${name}`}
        text={`Tell us about the job in a couple of minutes and ${name} will see your request first.`}
        buttonLabel="Request a quote"
      />
      <CompanyReviews
        companyName={name}
        ratingSummary={ratingSummary}
        reviewCount={company.reviewCount ?? 0}
        ratingDistribution={profile.ratingDistribution}
        hiddenReviews={profile.hiddenReviews}
        reviews={reviews}
        error={reviewsResult.isError}
        onRetry={() => void reviewsResult.refetch()}
        retrying={reviewsResult.isFetching}
      />
    </article>
  );
}
