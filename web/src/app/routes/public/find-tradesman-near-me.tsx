import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { byPopulation, distanceKm, nearestLocations } from '@/features/catalogue/catalogue-index';
import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { ServiceCard } from '@/features/catalogue/components/service-card';
import {
  locationIndexQuery,
  useOfferedServicesQuery,
} from '@/features/catalogue/hooks/use-catalogue-index';
import { NearestTown } from '@/features/local-search/components/nearest-town';
import { PostcodeSearchForm } from '@/features/local-search/components/postcode-search-form';
import { useGeolocation } from '@/features/local-search/hooks/use-geolocation';
import { answerForPostcode, type NearMeAnswer } from '@/features/local-search/near-me-answer';
import { servicesByDemand } from '@/features/local-search/popular-services';

import '@/features/catalogue/components/catalogue.css';
import { TownLinks } from '@/features/catalogue/components/town-links';
import '@/features/local-search/components/local-search.css';

const DESCRIPTION =
  'Enter your postcode or use your location to find tradespeople near you: the nearest town we cover, the local services most asked for, and free quotes from checked companies.';

const TOP_SERVICES = 6;
const OTHER_TOWNS = 4;
const POPULAR_TOWNS = 12;
const NO_TOWN_NEAR_YOU_MESSAGE = 'We could not find a town near you. Enter your postcode instead.';

/** Cards for the services most asked for, linking to the town's page for each. */
function popularServicesIn(town: LocationSummary, services: readonly ServiceSummary[]) {
  const top = servicesByDemand(services).slice(0, TOP_SERVICES);
  if (top.length === 0) return undefined;
  return (
    <ul className="card-grid">
      {top.map((service) => (
        <ServiceCard
          key={service.slug}
          service={service}
          locationSlug={town.slug}
          locationName={town.name}
        />
      ))}
    </ul>
  );
}

export default function FindTradesmanNearMePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchedPostcode = searchParams.get('postcode') ?? '';
  const [usingMyLocation, setUsingMyLocation] = useState(false);
  const geolocation = useGeolocation();
  const services = useOfferedServicesQuery();
  const locations = useQuery(locationIndexQuery);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set by a search the visitor started, so focus moves to its answer once, not on every render.
  const focusAnswer = useRef(false);

  // While the towns load, say what we are doing; if they failed, the load error says it instead.
  const notLoaded = (message: string): NearMeAnswer<LocationSummary> =>
    locations.isError ? { kind: 'none' } : { kind: 'waiting', message };

  const answer = ((): NearMeAnswer<LocationSummary> => {
    if (!usingMyLocation) {
      return answerForPostcode(
        searchedPostcode,
        locations.data,
        notLoaded('Looking up your postcode…'),
      );
    }
    const state = geolocation.state;
    if (state.status === 'failed') return { kind: 'error', message: state.message };
    if (state.status !== 'located') return { kind: 'waiting', message: 'Finding your location…' };
    if (!locations.data) return notLoaded('Finding your nearest town…');
    const [town] = nearestLocations(state.coords, locations.data, 1);
    if (!town) return { kind: 'error', message: NO_TOWN_NEAR_YOU_MESSAGE };
    return { kind: 'town', town, km: distanceKm(state.coords, town) };
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
          nearby={nearestLocations(answer.town, locations.data ?? [], OTHER_TOWNS)}
          headingRef={resultHeading}
          popularServices={popularServicesIn(answer.town, services.data ?? [])}
        >
          <QuoteCta
            key={answer.postcode ?? answer.town.slug}
            heading={`Get free quotes in ${answer.town.name}`}
            postcode={answer.postcode ?? ''}
          />
        </NearestTown>
      ) : null}

      {answer.kind !== 'town' && locations.data && locations.data.length > 0 ? (
        <ContentSection id="popular-towns" heading="Popular towns and cities">
          <TownLinks towns={byPopulation(locations.data).slice(0, POPULAR_TOWNS)} />
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
