import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { FaqList } from '@/components/content/faq-list';
import type {
  FaqItemLike,
  LocationSummary,
  Service,
  ServiceSummary,
} from '@/features/catalogue/catalogue-types';
import { PriceTable } from '@/features/catalogue/components/price-table';

// The sections a service page and a service-in-a-town page share.

export function ServiceDescription({ service }: { service: Service }) {
  return (
    <ContentSection heading={`About ${service.searchTerm}`} id="about">
      {service.description.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </ContentSection>
  );
}

export function ServicePrices({ service, placeName }: { service: Service; placeName?: string }) {
  return (
    <ContentSection
      heading={`How much does ${articleFor(service.name)} cost${placeName ? ` in ${placeName}` : ''}?`}
      id="prices"
    >
      <PriceTable
        caption={`Typical ${service.name.toLowerCase()} prices in 2026, including VAT`}
        ranges={service.priceRanges}
      />
      <p>
        These are typical UK prices to help you judge a quote, not fixed rates: expect the upper end
        in London and the South East. What changes the price:
      </p>
      <ul>
        {service.priceFactors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function ServiceChecks({ service }: { service: Service }) {
  if (service.accreditations.length === 0) return null;
  return (
    <ContentSection heading="What to check before you hire" id="checks">
      <p>Ask for proof of these, and check them with the scheme itself:</p>
      <ul>
        {service.accreditations.map((accreditation) => (
          <li key={accreditation}>{accreditation}</li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function ServiceFaqs({ heading, items }: { heading: string; items: FaqItemLike[] }) {
  if (items.length === 0) return null;
  return (
    <ContentSection heading={heading} id="faqs">
      <FaqList items={items} />
    </ContentSection>
  );
}

/** Links from one service to others, in the same town when there is one. */
export function RelatedServices({
  services,
  location,
}: {
  services: ServiceSummary[];
  location?: LocationSummary;
}) {
  if (services.length === 0) return null;
  return (
    <ContentSection heading={location ? `Other services in ${location.name}` : 'Related services'}>
      <ul className="link-columns">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              to={
                location
                  ? `/services/${service.slug}/${location.slug}`
                  : `/services/${service.slug}`
              }
            >
              {service.name}
              {location ? ` in ${location.name}` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

/** Links to this service in other towns. */
export function ServiceInTowns({
  heading,
  service,
  locations,
}: {
  heading: string;
  service: ServiceSummary;
  locations: LocationSummary[];
}) {
  if (locations.length === 0) return null;
  return (
    <ContentSection heading={heading}>
      <ul className="link-columns">
        {locations.map((location) => (
          <li key={location.slug}>
            <Link to={`/services/${service.slug}/${location.slug}`}>
              {service.name} in {location.name}
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

/** "a plumber", "an electrician", "a boiler repair". */
export function articleFor(name: string): string {
  const lower = name.toLowerCase();
  return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}

/** "plumbers" → "Plumbers". */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
