import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { FaqList } from '@/components/content/faq-list';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';
import { byPopulation } from '@/features/catalogue/catalogue-index';
import type { Service, ServiceSummary } from '@/features/catalogue/catalogue-types';
import { PriceTable } from '@/features/catalogue/components/price-table';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { EmergencyNumbers } from '@/features/local-search/components/emergency-numbers';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { emergencyHeading, inSentence, nameFromSlug } from '@/features/local-search/emergency-text';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';
import {
  useOfferedServicesQuery,
  locationIndexQuery,
} from '@/features/catalogue/hooks/use-catalogue-index';

import '@/features/catalogue/components/catalogue.css';
import '@/features/local-search/components/local-search.css';

const TOWN_LINKS = 12;

/** For a service whose own advice has not been written yet: what applies to any emergency. */
const GENERAL_STEPS = [
  'If anyone is hurt or in danger, get them away from the problem and call 999.',
  'Make the area safe if you can do so without risk: turn off the water at the stopcock, the electricity at the consumer unit (only with dry hands and a dry switch) or the gas at the meter.',
  'Limit the damage: move valuables and furniture out of the way, and contain water with buckets and towels.',
  'Take photos of the damage for your insurer before anything is repaired.',
  'Request help below, and agree the call-out charge and hourly rate before anyone sets off.',
];

/** Price lines that describe urgent work: call-outs, out-of-hours rates, emergency jobs. */
const EMERGENCY_PRICE = /call[\s-]?out|emergency|out[\s-]of[\s-]hours/i;

function WhatToDoNow({
  service,
  isPending,
  isError,
  retry,
  retrying,
}: {
  service: Service | null | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  retrying: boolean;
}) {
  if (isPending)
    return <LoadingBlock label="Loading what to do now…" lines={5} minHeight="12rem" />;
  if (isError) {
    return (
      <LoadError
        message="We could not load the advice for this emergency. If anyone is in danger, call 999 now."
        onRetry={retry}
        retrying={retrying}
      />
    );
  }
  const steps = service?.emergencyAdvice?.length ? service.emergencyAdvice : GENERAL_STEPS;
  return (
    <ol className="action-steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

function CallOutCosts({ name, service }: { name: string; service: Service | null | undefined }) {
  const ranges = service?.priceRanges.filter((range) => EMERGENCY_PRICE.test(range.job)) ?? [];
  return (
    <>
      <Prose>
        <p>
          An emergency {inSentence(name)} usually costs more than a booked visit. Most companies
          charge a call-out fee or a higher rate for the first hour, and more again at night, at
          weekends and on bank holidays. Ask for both figures before you agree a visit, and ask
          whether parts are included.
        </p>
        <p>
          The first visit is about making things safe and stopping the damage. If a full repair is
          needed, you can ask for a written quote and compare it with others before you agree.
        </p>
      </Prose>
      {ranges.length > 0 ? (
        <PriceTable caption="Typical emergency prices in the UK" ranges={ranges} />
      ) : null}
    </>
  );
}

export default function EmergencyServicePage() {
  const { service: slug = '' } = useParams();
  const serviceIndex = useOfferedServicesQuery();
  const locationIndex = useQuery(locationIndexQuery);
  const full = useQuery(serviceQuery(slug));

  const summary: ServiceSummary | Service | undefined =
    serviceIndex.data?.find((entry) => entry.slug === slug) ?? full.data ?? undefined;
  const name = summary?.name ?? nameFromSlug(slug);
  const heading = emergencyHeading(name);
  const lower = inSentence(name);
  const searchTerm = summary?.searchTerm ?? 'tradespeople';
  const canonical = href(paths.emergencyService, { service: slug });
  const faqs = full.data?.faqs ?? [];
  const largestTowns = byPopulation(locationIndex.data ?? []).slice(0, TOWN_LINKS);
  const otherEmergencies = (serviceIndex.data ?? []).filter(
    (entry) => entry.emergency && entry.slug !== slug,
  );

  return (
    <article className="page content-page">
      <Seo
        title={`${heading}: what to do and costs`}
        description={`${heading}? What to do right now to stay safe and limit the damage, what a call-out usually costs, and free quotes from local ${searchTerm}.`}
        canonical={canonical}
        breadcrumbLabel={heading}
        jsonLd={[
          summary
            ? serviceJsonLd({
                name: heading,
                description: summary.summary,
                category: summary.name,
                url: canonical,
              })
            : null,
          faqPageJsonLd(faqs),
        ]}
      />
      <PageHero
        heading={heading}
        lede={`What to do in the next few minutes, what an emergency ${lower} usually costs, and how to reach local ${searchTerm} who take urgent call-outs.`}
      />

      <EmergencyNumbers variant="compact" />

      <ContentSection id="what-to-do-now" heading="What to do now">
        <WhatToDoNow
          service={full.data}
          isPending={full.isPending}
          isError={full.isError}
          retry={() => void full.refetch()}
          retrying={full.isFetching}
        />
      </ContentSection>

      <QuoteCta
        heading={`Get an emergency ${lower}`}
        text="Tell us what has happened and where. Your request is marked as an emergency so local companies can see straight away that it is urgent."
        service={slug}
        timing="emergency"
        buttonLabel="Request emergency help"
      />

      <ContentSection id="costs" heading="What an emergency call-out costs">
        <CallOutCosts name={name} service={full.data} />
        <p>
          <Link to={href(paths.service, { service: slug })}>
            More about {searchTerm}: prices, what to expect and how to choose
          </Link>
        </p>
      </ContentSection>

      {full.isPending || faqs.length > 0 ? (
        <ContentSection id="faq" heading="Common questions">
          {full.isPending ? (
            <LoadingBlock label="Loading questions…" lines={4} />
          ) : (
            <FaqList items={faqs} />
          )}
        </ContentSection>
      ) : null}

      <ContentSection id="towns" heading={`Local ${searchTerm} near you`}>
        {locationIndex.isPending ? (
          <LoadingBlock label="Loading towns…" lines={4} />
        ) : locationIndex.isError ? (
          <LoadError
            message="We could not load the list of towns."
            onRetry={() => void locationIndex.refetch()}
            retrying={locationIndex.isFetching}
          />
        ) : (
          <ul className="link-columns">
            {largestTowns.map((town) => (
              <li key={town.slug}>
                <Link to={href(paths.serviceLocation, { service: slug, location: town.slug })}>
                  {name} in {town.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={paths.findTradesmanNearMe}>Find tradespeople near your postcode</Link>
        </p>
      </ContentSection>

      {otherEmergencies.length > 0 ? (
        <ContentSection id="other-emergencies" heading="Other emergencies">
          <ul className="inline-links">
            {otherEmergencies.map((entry) => (
              <li key={entry.slug}>
                <Link to={href(paths.emergencyService, { service: entry.slug })}>
                  {emergencyHeading(entry.name)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.emergencyServices}>All emergency services</Link>
            </li>
          </ul>
        </ContentSection>
      ) : null}
    </article>
  );
}
