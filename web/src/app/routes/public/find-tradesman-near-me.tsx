import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { byPopulation, distanceKm, nearestLocations } from '@/features/catalogue/catalogue-index';
import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { ServiceCard } from '@/features/catalogue/components/service-card';
import { LoadError, LoadingBlock } from '@/features/local-search/components/load-states';
import { PostcodeSearchForm } from '@/features/local-search/components/postcode-search-form';
import { distanceAway, kmToMiles } from '@/features/local-search/distance-text';
import { useGeolocation } from '@/features/local-search/hooks/use-geolocation';
import { servicesByDemand } from '@/features/local-search/popular-services';
import {
  findLocationForPostcode,
  locationsInArea,
  matchedByDistrict,
  parsePostcodeQuery,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_NOT_FOUND_MESSAGE,
} from '@/features/local-search/postcode-lookup';
import {
  serviceIndexQuery,
  locationIndexQuery,
} from '@/features/catalogue/hooks/use-catalogue-index';

import '@/features/catalogue/components/catalogue.css';
import '@/features/local-search/components/local-search.css';

const DESCRIPTION =
  'Enter your postcode or use your location to find tradespeople near you: the nearest town we cover, the local services most asked for, and free quotes from checked companies.';

const TOP_SERVICES = 6;
const OTHER_TOWNS = 4;
const POPULAR_TOWNS = 12;
const MAX_ALTERNATIVES = 8;
const NO_TOWN_NEAR_YOU_MESSAGE = 'We could not find a town near you. Enter your postcode instead.';
/** Beyond this, the "nearest" town may not really be near: say so. */
const FAR_AWAY_MILES = 40;

type Answer =
  | { kind: 'none' }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string }
  | {
      kind: 'town';
      town: LocationSummary;
      postcode?: string;
      km?: number;
      /** Other towns the postcode could belong to, when only its area matched. */
      alternatives?: LocationSummary[];
      area?: string;
    };

function NearestTown({
  answer,
  services,
  towns,
  headingRef,
}: {
  answer: Extract<Answer, { kind: 'town' }>;
  services: readonly ServiceSummary[];
  towns: readonly LocationSummary[];
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { town, postcode, km, alternatives = [], area } = answer;
  const topServices = servicesByDemand(services).slice(0, TOP_SERVICES);
  const nearby = nearestLocations(town, towns, OTHER_TOWNS);
  const certain = alternatives.length === 0;
  const where = !postcode
    ? town.county
    : certain
      ? `Postcode ${postcode} is in our ${town.name} area`
      : `${town.name} is the largest town we list in the ${area} postcode area`;

  return (
    <section className="near-me-result" aria-labelledby="near-me-result-heading">
      <h2 id="near-me-result-heading" ref={headingRef} tabIndex={-1}>
        {certain ? 'Your nearest town' : 'Best match'}: {town.name}
      </h2>
      <p className="near-me-result__meta">
        {where}
        {km !== undefined ? `, ${distanceAway(km)}` : ''}.
      </p>
      {km !== undefined && kmToMiles(km) > FAR_AWAY_MILES ? (
        <p className="notice notice--warning">
          We do not list a town closer to you yet. Many companies cover a wide area, so you can
          still request a quote and we will look for one that covers your address.
        </p>
      ) : null}
      {alternatives.length > 0 ? (
        <p>
          Not your town? The {area} postcode area also covers{' '}
          {alternatives.slice(0, MAX_ALTERNATIVES).map((other, index, shown) => (
            <span key={other.slug}>
              <Link to={href(paths.tradespeople, { location: other.slug })}>{other.name}</Link>
              {index < shown.length - 2 ? ', ' : index === shown.length - 2 ? ' and ' : ''}
            </span>
          ))}
          {alternatives.length > MAX_ALTERNATIVES ? ', among others' : ''}.
        </p>
      ) : null}
      <p>
        <Link
          className="button button--primary"
          to={href(paths.tradespeople, { location: town.slug })}
        >
          See all tradespeople in {town.name}
        </Link>
      </p>

      {topServices.length > 0 ? (
        <>
          <h3>Popular services in {town.name}</h3>
          <ul className="card-grid">
            {topServices.map((service) => (
              <ServiceCard
                key={service.slug}
                service={service}
                locationSlug={town.slug}
                locationName={town.name}
              />
            ))}
          </ul>
        </>
      ) : null}

      {nearby.length > 0 ? (
        <>
          <h3>Other towns nearby</h3>
          <ul className="inline-links">
            {nearby.map((other) => (
              <li key={other.slug}>
                <Link to={href(paths.tradespeople, { location: other.slug })}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <QuoteCta
        key={postcode ?? town.slug}
        heading={`Get free quotes in ${town.name}`}
        postcode={postcode ?? ''}
      />
    </section>
  );
}

export default function FindTradesmanNearMePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchedPostcode = searchParams.get('postcode') ?? '';
  const [usingMyLocation, setUsingMyLocation] = useState(false);
  const geolocation = useGeolocation();
  const services = useQuery(serviceIndexQuery);
  const locations = useQuery(locationIndexQuery);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set by a search the visitor started, so focus moves to its answer once, not on every render.
  const focusAnswer = useRef(false);

  // While the towns load, say what we are doing; if they failed, the load error says it instead.
  const notLoaded = (message: string): Answer =>
    locations.isError ? { kind: 'none' } : { kind: 'waiting', message };

  const answer = ((): Answer => {
    if (usingMyLocation) {
      const state = geolocation.state;
      if (state.status === 'failed') return { kind: 'error', message: state.message };
      if (state.status !== 'located') return { kind: 'waiting', message: 'Finding your location…' };
      if (!locations.data) return notLoaded('Finding your nearest town…');
      const [town] = nearestLocations(state.coords, locations.data, 1);
      if (!town) return { kind: 'error', message: NO_TOWN_NEAR_YOU_MESSAGE };
      return { kind: 'town', town, km: distanceKm(state.coords, town) };
    }
    if (!searchedPostcode) return { kind: 'none' };
    const query = parsePostcodeQuery(searchedPostcode);
    if (!query) return { kind: 'error', message: POSTCODE_FORMAT_MESSAGE };
    if (!locations.data) return notLoaded('Looking up your postcode…');
    const town = findLocationForPostcode(query, locations.data);
    if (!town) return { kind: 'error', message: POSTCODE_NOT_FOUND_MESSAGE };
    const alternatives = matchedByDistrict(query, town)
      ? []
      : locationsInArea(query.area, locations.data).filter((other) => other.slug !== town.slug);
    return { kind: 'town', town, postcode: query.display, alternatives, area: query.area };
  })();

  useEffect(() => {
    if (!focusAnswer.current) return;
    if (answer.kind === 'town') resultHeading.current?.focus();
    if (answer.kind === 'town' || answer.kind === 'error') focusAnswer.current = false;
  });

  function searchPostcode(display: string) {
    focusAnswer.current = true;
    setUsingMyLocation(false);
    geolocation.reset();
    setSearchParams({ postcode: display });
  }

  function searchMyLocation() {
    focusAnswer.current = true;
    setUsingMyLocation(true);
    geolocation.locate();
    // The answer no longer comes from the address bar's postcode.
    if (searchedPostcode) setSearchParams({}, { replace: true });
  }

  const locating = usingMyLocation && geolocation.state.status === 'locating';

  return (
    <article className="page content-page">
      <Seo
        title="Find a tradesman near me by postcode"
        description={DESCRIPTION}
        canonical={paths.findTradesmanNearMe}
      />
      <PageHero
        heading="Find a tradesman near me"
        lede="Enter your postcode, or let your browser share your location, to see the nearest town we cover, the services people there ask for most, and checked local companies."
      />

      <PostcodeSearchForm
        initialValue={searchedPostcode}
        label="Your postcode"
        buttonLabel="Find tradespeople"
        onSearch={(query) => searchPostcode(query.display)}
      >
        <button
          type="button"
          className="button button--secondary"
          onClick={searchMyLocation}
          disabled={locating}
        >
          {locating ? 'Finding your location…' : 'Use my location'}
        </button>
      </PostcodeSearchForm>

      {answer.kind === 'waiting' ? (
        <LoadingBlock label={answer.message} lines={4} minHeight="12rem" />
      ) : null}
      {answer.kind === 'error' ? (
        <p className="notice notice--warning" role="alert">
          {answer.message}
        </p>
      ) : null}
      {locations.isError ? (
        <LoadError
          message="We could not load our list of towns, so we cannot look up your area just now."
          onRetry={() => void locations.refetch()}
          retrying={locations.isFetching}
        />
      ) : null}
      {answer.kind === 'town' ? (
        <NearestTown
          answer={answer}
          services={services.data ?? []}
          towns={locations.data ?? []}
          headingRef={resultHeading}
        />
      ) : null}

      {answer.kind !== 'town' && locations.data && locations.data.length > 0 ? (
        <ContentSection id="popular-towns" heading="Popular towns and cities">
          <ul className="link-columns">
            {byPopulation(locations.data)
              .slice(0, POPULAR_TOWNS)
              .map((town) => (
                <li key={town.slug}>
                  <Link to={href(paths.tradespeople, { location: town.slug })}>
                    Tradespeople in {town.name}
                  </Link>
                </li>
              ))}
          </ul>
          <p>
            <Link to={paths.findLocalTradesmen}>Browse every town and service</Link>
          </p>
        </ContentSection>
      ) : null}

      <ContentSection id="how-it-works" heading="How finding a tradesman works">
        <Prose>
          <ol>
            <li>
              Tell us your postcode. We use only its first half to find your area, and we do not
              store it unless you go on to request a quote.
            </li>
            <li>
              Pick the work you need. Each service page explains typical prices and what to ask.
            </li>
            <li>
              Request free quotes. We send your request to up to three checked local companies that
              cover your postcode and do that kind of work, and they contact you.
            </li>
          </ol>
          <p>
            If you share your location instead, your browser tells us roughly where you are for this
            search only. We use it to find the nearest town and do not keep it.
          </p>
        </Prose>
      </ContentSection>
    </article>
  );
}
