import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import {
  groupServicesByCategory,
  groupTownsByNation,
  isSingleRegion,
} from '@/features/local-search/catalogue-groups';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { PostcodeSearchForm } from '@/features/local-search/components/postcode-search-form';
import {
  useOfferedServicesQuery,
  locationIndexQuery,
} from '@/features/catalogue/hooks/use-catalogue-index';

import '@/features/catalogue/components/catalogue.css';
import { TownLinks } from '@/features/catalogue/components/town-links';
import '@/features/local-search/components/local-search.css';

const DESCRIPTION =
  'Find local tradesmen across England, Scotland, Wales and Northern Ireland. Browse by town, city or service, or search by postcode, and get free quotes from checked companies.';

const CHECKS = [
  'Get two or three written quotes that describe the same work, so you can compare like with like.',
  'Check the company’s reviews, and the insurance and trade registration checks shown on its profile.',
  'For gas work the engineer must be on the Gas Safe Register; for electrical work in England and Wales, ask for a certificate from a registered competent person scheme.',
  'Agree the price, start date, payment stages and what happens if the work changes, in writing.',
  'Avoid paying for the whole job up front; a deposit for materials is normal on larger jobs.',
];

const nationId = (nation: string) => `nation-${nation.toLowerCase().replace(/\s+/g, '-')}`;

function TownDirectory() {
  const locations = useQuery(locationIndexQuery);
  if (locations.isPending) {
    return <LoadingBlock label="Loading towns and cities…" lines={8} minHeight="20rem" />;
  }
  if (locations.isError) {
    return (
      <LoadError
        message="We could not load the list of towns and cities."
        onRetry={() => void locations.refetch()}
        retrying={locations.isFetching}
      />
    );
  }
  const nations = groupTownsByNation(locations.data);
  if (nations.length === 0) {
    return <p>Our list of towns is being put together. Search by postcode above instead.</p>;
  }
  return (
    <>
      {nations.map((group) => (
        <section key={group.nation} className="area-group" aria-labelledby={nationId(group.nation)}>
          <h3 id={nationId(group.nation)}>{group.nation}</h3>
          {group.regions.map(({ region, towns }) => (
            <div key={region}>
              {isSingleRegion(group) ? null : <h4>{region}</h4>}
              <TownLinks towns={towns} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function ServiceDirectory() {
  const services = useOfferedServicesQuery();
  if (services.isPending) {
    return <LoadingBlock label="Loading services…" lines={8} minHeight="20rem" />;
  }
  if (services.isError) {
    return (
      <LoadError
        message="We could not load the list of services."
        onRetry={() => void services.refetch()}
        retrying={services.isFetching}
      />
    );
  }
  const categories = groupServicesByCategory(services.data);
  if (categories.length === 0) {
    return (
      <p>
        Our list of services is being put together. <Link to={paths.quote}>Request a quote</Link>{' '}
        and tell us what you need.
      </p>
    );
  }
  return (
    <>
      {categories.map((group) => (
        <section
          key={group.category}
          className="area-group"
          aria-labelledby={`category-${group.category}`}
        >
          <h3 id={`category-${group.category}`}>{group.label}</h3>
          <ul className="link-columns">
            {group.services.map((service) => (
              <li key={service.slug}>
                <Link to={href(paths.service, { service: service.slug })}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export default function FindLocalTradesmenPage() {
  const navigate = useNavigate();

  return (
    <article className="page content-page">
      <Seo
        title="Find local tradesmen by town or service"
        description={DESCRIPTION}
        canonical={paths.findLocalTradesmen}
      />
      <PageHero
        heading="Find local tradesmen"
        lede="Plumbers, electricians, builders, roofers and more, in towns and cities across the UK. Search by postcode, or browse by place or by the work you need."
      />

      <PostcodeSearchForm
        label="Search by postcode"
        buttonLabel="Find tradespeople"
        onSearch={(query) =>
          void navigate(
            `${paths.findTradesmanNearMe}?postcode=${encodeURIComponent(query.display)}`,
          )
        }
      />

      <ContentSection id="by-area" heading="Browse by town or city">
        <TownDirectory />
      </ContentSection>

      <ContentSection id="by-service" heading="Browse by service">
        <ServiceDirectory />
      </ContentSection>

      <ContentSection id="before-you-hire" heading="Before you hire">
        <Prose>
          <ul>
            {CHECKS.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
          <p>
            Our <Link to={paths.ukHomeServicesGuide}>UK home services guide</Link> lists the trade
            bodies and registrations to look for in each kind of work.
          </p>
        </Prose>
      </ContentSection>

      <CtaBanner
        heading="Not sure who you need?"
        text="Describe the job in your own words and we will send it to up to three checked local companies that do that kind of work. It is free, and you are under no obligation to accept a quote."
      />
    </article>
  );
}
