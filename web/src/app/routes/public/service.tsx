import { serviceHeroSlot } from '@fixwell/common/admin/site-images';
import { useQuery } from '@tanstack/react-query';

import { useRouteParams } from '@/app/routes/route-params';
import { PageHero } from '@/components/content/page-hero';
import { LoadingBlock } from '@/components/loading-block';
import { QueryState } from '@/components/query-state';
import { Seo } from '@/components/seo/seo';
import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';
import { byPopulation } from '@/features/catalogue/catalogue-index';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import {
  capitalise,
  RelatedServices,
  ServiceChecks,
  ServiceDescription,
  ServiceFaqs,
  ServiceInTowns,
  ServicePrices,
} from '@/features/catalogue/components/service-sections';
import { useLocationIndex, useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';
import { useServiceSummary } from '@/features/catalogue/hooks/use-service-summary';
import { HeroPicture } from '@/features/site-images/components/hero-picture';
import { usePageImages } from '@/features/site-images/hooks/use-page-images';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';

const TOWNS_LISTED = 24;

export default function ServicePage() {
  const { service: slug = '' } = useRouteParams();
  const summary = useServiceSummary(slug);
  const services = useServiceIndex() ?? [];
  const locations = useLocationIndex();
  const details = useQuery(serviceQuery(slug));
  const { hero, share } = usePageImages(serviceHeroSlot(slug));

  if (!summary) return <LoadingBlock lines={4} />;
  const service = details.data;
  const lowest = service ? Math.min(...service.priceRanges.map((range) => range.min)) : undefined;
  const highest = service ? Math.max(...service.priceRanges.map((range) => range.max)) : undefined;

  return (
    <article className="page service-page">
      <Seo
        title={`${capitalise(summary.searchTerm)} near you: compare free quotes`}
        description={summary.summary}
        canonical={`/services/${slug}`}
        breadcrumbLabel={summary.name}
        ogImage={share?.url}
        ogImageWidth={share?.width}
        ogImageHeight={share?.height}
        ogImageAlt={share?.alt}
        jsonLd={[
          serviceJsonLd({
            name: summary.name,
            description: summary.summary,
            category: summary.category,
            ...(lowest !== undefined && highest !== undefined
              ? { price: { min: lowest, max: highest } }
              : {}),
          }),
          service ? faqPageJsonLd(service.faqs) : null,
        ]}
      />
      <PageHero
        heading={`${capitalise(summary.searchTerm)} near you`}
        lede={`${summary.summary} Compare free quotes from vetted local ${summary.searchTerm} and choose on price, reviews and checks.`}
        image={hero ? <HeroPicture image={hero} /> : null}
      />
      <QuoteCta service={slug} heading={`Get free quotes from ${summary.searchTerm}`} />

      <QueryState
        query={details}
        what={`the ${summary.name.toLowerCase()} guide`}
        placeholder={<LoadingBlock lines={12} />}
      >
        {(loaded) =>
          loaded ? (
            <>
              <ServiceDescription service={loaded} />
              <ServicePrices service={loaded} />
              <ServiceChecks service={loaded} />
              <ServiceFaqs heading={`${summary.name}: common questions`} items={loaded.faqs} />
            </>
          ) : null
        }
      </QueryState>

      {locations ? (
        <ServiceInTowns
          heading={`Find ${summary.searchTerm} in your town`}
          service={summary}
          locations={byPopulation(locations).slice(0, TOWNS_LISTED)}
        />
      ) : null}
      <RelatedServices
        services={services.filter((candidate) => summary.related.includes(candidate.slug))}
      />
    </article>
  );
}
