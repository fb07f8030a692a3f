import { SOCIAL_NETWORKS } from '@fixwell/common/company';

import type { CompanyProfileData, Review } from '@/features/company-profile/company-profile-types';
import {
  profileBranding,
  profileName,
  ratingValue,
  socialLink,
} from '@/features/company-profile/company-profile-utils';
import { localBusinessJsonLd, reviewJsonLd, type JsonLd } from '@/lib/seo/structured-data';

/** Reviews marked up on a profile; more add weight to the page, not to its rich result. */
export const STRUCTURED_REVIEWS = 5;

/** The most specific schema.org LocalBusiness type for a main trade, where one fits exactly. */
const BUSINESS_TYPES: Readonly<Record<string, string>> = {
  plumber: 'Plumber',
  electrician: 'Electrician',
  'heating-engineer': 'HVACBusiness',
  'gas-engineer': 'HVACBusiness',
  builder: 'GeneralContractor',
  roofer: 'RoofingContractor',
  'painter-and-decorator': 'HousePainter',
  locksmith: 'Locksmith',
};

/** The company's own aggregate when it has one, else the average of the reviews at hand. */
function aggregate(
  company: CompanyProfileData,
  reviews: readonly Review[],
): { rating: number; reviewCount: number } | null {
  if (company.reviewCount && company.rating) {
    return { rating: Math.round(company.rating * 10) / 10, reviewCount: company.reviewCount };
  }
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + ratingValue(review.rating), 0);
  return { rating: Math.round((total / reviews.length) * 10) / 10, reviewCount: reviews.length };
}

/**
 * LocalBusiness (trading name, logo, description, telephone, areas served, aggregate rating when there are
 * reviews; no price range, which we do not know) and one Review for each of the latest reviews.
 */
export function companyJsonLd(
  company: CompanyProfileData,
  reviews: readonly Review[],
  url: string,
): JsonLd[] {
  const type = BUSINESS_TYPES[company.mainTrade] ?? 'LocalBusiness';
  const rating = aggregate(company, reviews);
  // The name customers know it by, as the page shows it; its logo as the business's image.
  const name = profileName(company);
  const { logoUrl } = profileBranding(company);
  const business = localBusinessJsonLd({
    name,
    type,
    url,
    ...(logoUrl ? { image: logoUrl } : {}),
    ...(company.description?.trim() ? { description: company.description.trim() } : {}),
    ...(company.phone?.trim() ? { telephone: company.phone.trim() } : {}),
    ...(rating ? rating : {}),
  });
  const areas = company.postcodeAreas ?? [];
  if (areas.length > 0) {
    business.areaServed = areas.map((area) => ({
      '@type': 'AdministrativeArea',
      name: `${area} postcode area`,
    }));
  }
  // Where it is to the nearest town (never the postcode), and its own pages elsewhere.
  if (company.town) {
    business.address = {
      '@type': 'PostalAddress',
      addressLocality: company.town,
      addressCountry: 'GB',
    };
  }
  const sameAs = SOCIAL_NETWORKS.flatMap((network) => {
    const link = socialLink(network, company.socialLinks?.[network]);
    return link ? [link] : [];
  });
  if (sameAs.length > 0) business.sameAs = sameAs;

  return [
    business,
    ...reviews.slice(0, STRUCTURED_REVIEWS).map((review) =>
      reviewJsonLd({
        author: review.authorName,
        rating: ratingValue(review.rating),
        reviewBody: review.body,
        datePublished: review.createdAt.slice(0, 10),
        itemReviewed: { type, name },
      }),
    ),
  ];
}
