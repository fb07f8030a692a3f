import { townHeroSlot } from '@fixwell/common/admin/site-images';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { locationQuery } from '@/features/catalogue/api/catalogue-queries';
import { distanceKm, nearestLocations } from '@/features/catalogue/catalogue-index';
import type { LocationSummary } from '@/features/catalogue/catalogue-types';
import { CompanyCard } from '@/features/catalogue/components/company-card';
import { quoteHref, QuoteCta } from '@/features/catalogue/components/quote-cta';
import { useLocalCompanies } from '@/features/local-search/api/get-local-companies';
import { groupServicesByCategory } from '@/features/local-search/catalogue-groups';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { formatMiles } from '@/features/local-search/distance-text';
import { HeroPicture } from '@/features/site-images/components/hero-picture';
import { usePageImages } from '@/features/site-images/hooks/use-page-images';
import { humaniseSlug } from '@/lib/seo/breadcrumbs';
import { serviceJsonLd } from '@/lib/seo/structured-data';
import {
  useOfferedServicesQuery,
  locationIndexQuery,
} from '@/features/catalogue/hooks/use-catalogue-index';

import '@/features/catalogue/components/catalogue.css';
import '@/features/local-search/components/local-search.css';

const NEARBY_TOWNS = 8;

function LocalCompanies({ town }: { town: LocationSummary }) {
  const companies = useLocalCompanies(town.postcodeAreas);

  if (companies.isPending) {
    return (
      <LoadingBlock label={`Loading companies in ${town.name}…`} lines={6} minHeight="16rem" />
    );
  }
  if (companies.isError) {
    return (
      <LoadError
        message={`We could not load the companies that cover ${town.name}.`}
        onRetry={() => void companies.refetch()}
        retrying={companies.isFetching}
      />
    );
  }
  if (companies.data.length === 0) {
    return (
      <p>
        No companies are listed in {town.name} yet. <Link to={quoteHref({})}>Request a quote</Link>{' '}
        and we will find you local professionals who cover your postcode.
      </p>
    );
  }
  return (
    <>
      <ul className="card-grid">
        {companies.data.map((company) => (
          <CompanyCard key={company.id} company={company} />
        ))}
      </ul>
      <p>
        Companies are listed by their customers’ ratings. When you request a quote, we send it to up
        to three that cover your postcode and do the work you need.
      </p>
    </>
  );
}

export default function TradespeopleLocationPage() {
  const { location: slug = '' } = useParams();
  const locations = useQuery(locationIndexQuery);
  const services = useOfferedServicesQuery();
  const details = useQuery(locationQuery(slug));
  const { hero, share } = usePageImages(townHeroSlot(slug));

  const town = locations.data?.find((entry) => entry.slug === slug);
  const name = town?.name ?? details.data?.name ?? humaniseSlug(slug);
  const county = town?.county ?? details.data?.county;
  const canonical = href(paths.tradespeople, { location: slug });
  const firstDistrict = details.data?.postcodeDistricts[0] ?? '';
  const nearby = town && locations.data ? nearestLocations(town, locations.data, NEARBY_TOWNS) : [];
  const categories = groupServicesByCategory(services.data ?? []);

  return (
    <article className="page content-page">
      <Seo
        title={`Tradespeople in ${name}: local trades and quotes`}
        description={`Find trusted tradespeople in ${name}${county && county !== name ? `, ${county}` : ''}: plumbers, electricians, builders and more. See local companies and get free quotes from up to three.`}
        canonical={canonical}
        breadcrumbLabel={name}
        ogImage={share?.url}
        ogImageWidth={share?.width}
        ogImageHeight={share?.height}
        ogImageAlt={share?.alt}
        jsonLd={[
          town
            ? serviceJsonLd({
                name: `Home services in ${name}`,
                description: `Quotes from checked local tradespeople in ${name}.`,
                provider: 'Fixwell',
                areaServed: name,
                url: canonical,
              })
            : null,
        ]}
      />
      <PageHero
        heading={`Tradespeople in ${name}`}
        lede={`Checked local companies in ${name}${county && county !== name ? ` and across ${county}` : ''}: browse the work you need, see who covers the area, and get free quotes.`}
        image={hero ? <HeroPicture image={hero} /> : null}
      />

      <ContentSection id="about" heading={`Home services in ${name}`}>
        {details.isPending ? (
          <LoadingBlock label={`Loading about ${name}…`} lines={3} minHeight="6rem" />
        ) : details.isError ? (
          <LoadError
            message={`We could not load the details for ${name}.`}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        ) : details.data ? (
          <>
            <p>{details.data.intro}</p>
            <p>
              Postcode districts we cover here include {details.data.postcodeDistricts.join(', ')}.
            </p>
          </>
        ) : (
          <p>
            We send quote requests from {name} to companies that cover the{' '}
            {town?.postcodeAreas.join(' and ')} postcode{' '}
            {town?.postcodeAreas.length === 1 ? 'area' : 'areas'}.
          </p>
        )}
      </ContentSection>

      <ContentSection id="services" heading={`Services in ${name}`}>
        {services.isPending ? (
          <LoadingBlock label="Loading services…" lines={8} minHeight="16rem" />
        ) : services.isError ? (
          <LoadError
            message="We could not load the list of services."
            onRetry={() => void services.refetch()}
            retrying={services.isFetching}
          />
        ) : categories.length === 0 ? (
          <p>
            Our list of services is being put together.{' '}
            <Link to={paths.quote}>Request a quote</Link> and tell us what you need.
          </p>
        ) : (
          categories.map((group) => (
            <section
              key={group.category}
              className="area-group"
              aria-labelledby={`services-${group.category}`}
            >
              <h3 id={`services-${group.category}`}>{group.label}</h3>
              <ul className="link-columns">
                {group.services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={href(paths.serviceLocation, { service: service.slug, location: slug })}
                    >
                      {service.name} in {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </ContentSection>

      <ContentSection id="companies" heading={`Companies covering ${name}`}>
        {town ? (
          <LocalCompanies town={town} />
        ) : (
          <LoadingBlock label="Loading companies…" lines={6} minHeight="16rem" />
        )}
      </ContentSection>

      {details.isPending ? (
        <LoadingBlock label="Loading the quote form…" lines={3} minHeight="10rem" />
      ) : (
        <QuoteCta
          key={firstDistrict}
          heading={`Get free quotes in ${name}`}
          postcode={firstDistrict}
        />
      )}

      {nearby.length > 0 && town ? (
        <ContentSection id="nearby" heading="Nearby towns">
          <ul className="link-columns">
            {nearby.map((other) => (
              <li key={other.slug}>
                <Link to={href(paths.tradespeople, { location: other.slug })}>
                  Tradespeople in {other.name}
                </Link>{' '}
                <span className="near-me-result__meta">
                  ({formatMiles(distanceKm(town, other))})
                </span>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
    </article>
  );
}
