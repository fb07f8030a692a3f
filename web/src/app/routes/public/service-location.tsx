import { useQuery } from '@tanstack/react-query';

import { useRouteParams } from '@/app/routes/route-params';
import { ContentSection } from '@/components/content/content-section';
import { PageHero } from '@/components/content/page-hero';
import { LoadingBlock } from '@/components/loading-block';
import { QueryState } from '@/components/query-state';
import { Seo } from '@/components/seo/seo';
import {
  directoryQuery,
  locationQuery,
  serviceQuery,
} from '@/features/catalogue/api/catalogue-queries';
import { nearestLocations } from '@/features/catalogue/catalogue-index';
import type {
  FaqItemLike,
  LocationSummary,
  Service,
  ServiceSummary,
} from '@/features/catalogue/catalogue-types';
import { CompanyCard } from '@/features/catalogue/components/company-card';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import {
  articleFor,
  capitalise,
  RelatedServices,
  ServiceChecks,
  ServiceFaqs,
  ServiceInTowns,
  ServicePrices,
} from '@/features/catalogue/components/service-sections';
import {
  useLocationIndex,
  useLocationSummary,
  useServiceIndex,
} from '@/features/catalogue/hooks/use-catalogue-index';
import { useServiceSummary } from '@/features/catalogue/hooks/use-service-summary';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';
import { formatPounds } from '@/utils/format';

const NEARBY_TOWNS = 8;

/** Questions specific to this service in this town, answered from what we know of both. */
export function localFaqs(
  service: ServiceSummary,
  location: LocationSummary,
  districts: string[] | undefined,
): FaqItemLike[] {
  const areas = location.postcodeAreas.join(', ');
  return [
    {
      question: `How do I find ${articleFor(service.name)} in ${location.name}?`,
      answer: `Tell us about the job and your postcode. We pass your request to up to three ${service.searchTerm} whose coverage includes ${location.name}, and they contact you with quotes. It is free and there is no obligation to hire.`,
    },
    {
      question: `Which parts of ${location.name} do you cover?`,
      answer: districts?.length
        ? `All of ${location.name} and the surrounding ${location.county} area, including the ${districts.join(', ')} postcode districts (${areas}).`
        : `All of ${location.name} and the surrounding ${location.county} area (postcode ${areas}).`,
    },
    ...(service.emergency
      ? [
          {
            question: `Can I get an emergency ${service.name.toLowerCase()} in ${location.name}?`,
            answer: `Yes. Choose "Emergency" as the timing when you request a quote and we send it only to companies that take emergency call-outs. For a gas smell, call the National Gas Emergency Service on 0800 111 999 first.`,
          },
        ]
      : []),
  ];
}

function DirectorySection({
  service,
  location,
  districts,
}: {
  service: ServiceSummary;
  location: LocationSummary;
  /** The town's postcode districts, once its details have loaded (undefined until then). */
  districts: readonly string[] | undefined;
}) {
  const companies = useQuery({
    ...directoryQuery(service.trades, [...location.postcodeAreas, ...(districts ?? [])]),
    // One read with the districts rather than one before them and one after.
    enabled: districts !== undefined,
  });
  return (
    <ContentSection
      heading={`${capitalise(service.searchTerm)} covering ${location.name}`}
      id="companies"
    >
      <QueryState query={companies} what="local companies" placeholder={<LoadingBlock lines={4} />}>
        {(list) =>
          list.length > 0 ? (
            <ul className="card-grid">
              {list.map((company) => (
                <CompanyCard key={company.id} company={company} />
              ))}
            </ul>
          ) : (
            <p>
              No {service.searchTerm} in {location.name} have a public profile with us yet. Request
              a quote anyway: we will pass it to companies that cover your postcode as soon as they
              join, and tell you honestly if nobody can help.
            </p>
          )
        }
      </QueryState>
    </ContentSection>
  );
}

function lowestPrice(service: Service | null | undefined): string | null {
  if (!service) return null;
  return formatPounds(Math.min(...service.priceRanges.map((range) => range.min)));
}

export default function ServiceLocationPage() {
  const { service: serviceSlug = '', location: locationSlug = '' } = useRouteParams();
  const service = useServiceSummary(serviceSlug);
  const location = useLocationSummary(locationSlug);
  const services = useServiceIndex() ?? [];
  const locations = useLocationIndex() ?? [];
  const details = useQuery(serviceQuery(serviceSlug));
  const place = useQuery(locationQuery(locationSlug));

  if (!service || !location) return <LoadingBlock lines={4} />;

  const from = lowestPrice(details.data);
  const faqs = [
    ...localFaqs(service, location, place.data?.postcodeDistricts),
    ...(details.data?.faqs ?? []),
  ];
  const title = `${capitalise(service.searchTerm)} in ${location.name}: free quotes`;
  const description = `Compare free quotes from vetted ${service.searchTerm} in ${location.name}, ${location.county}.${
    from ? ` Typical jobs from ${from}.` : ''
  } Reviews, checks and quick replies.`;

  return (
    <article className="page service-page">
      <Seo
        title={title}
        description={description}
        canonical={`/services/${service.slug}/${location.slug}`}
        breadcrumbLabel={location.name}
        jsonLd={[
          serviceJsonLd({
            name: `${service.name} in ${location.name}`,
            description,
            category: service.category,
            areaServed: [location.name, location.county],
          }),
          faqPageJsonLd(faqs),
        ]}
      />
      <PageHero
        heading={`${capitalise(service.searchTerm)} in ${location.name}`}
        lede={`Get up to three free quotes from vetted ${service.searchTerm} covering ${location.name} and the rest of ${location.county}. Tell us about the job once; local companies come to you.`}
      />
      <QuoteCta
        service={service.slug}
        heading={`Get quotes from ${service.searchTerm} in ${location.name}`}
      />

      <ContentSection heading={`${service.name} services in ${location.name}`} id="local">
        <QueryState
          query={place}
          what={`the ${location.name} guide`}
          placeholder={<LoadingBlock lines={3} />}
        >
          {(town) => (town ? <p>{town.intro}</p> : null)}
        </QueryState>
        <p>{service.summary}</p>
      </ContentSection>

      <DirectorySection
        service={service}
        location={location}
        districts={place.isPending ? undefined : (place.data?.postcodeDistricts ?? [])}
      />

      <QueryState
        query={details}
        what="prices and advice"
        placeholder={<LoadingBlock lines={10} />}
      >
        {(loaded) =>
          loaded ? (
            <>
              <ServicePrices service={loaded} placeName={location.name} />
              <ServiceChecks service={loaded} />
            </>
          ) : null
        }
      </QueryState>
      <ServiceFaqs heading={`${service.name} in ${location.name}: common questions`} items={faqs} />

      <RelatedServices
        services={services.filter((candidate) => service.related.includes(candidate.slug))}
        location={location}
      />
      <ServiceInTowns
        heading={`${capitalise(service.searchTerm)} near ${location.name}`}
        service={service}
        locations={nearestLocations(location, locations, NEARBY_TOWNS)}
      />
    </article>
  );
}
