import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { FaqList } from '@/components/content/faq-list';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { EmergencyNumbers } from '@/features/local-search/components/emergency-numbers';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { emergencyHeading } from '@/features/local-search/emergency-text';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { useOfferedServicesQuery } from '@/features/catalogue/hooks/use-catalogue-index';

import '@/features/catalogue/components/catalogue.css';
import '@/features/local-search/components/local-search.css';

const TITLE = 'Emergency tradespeople: what to do and who to call';
const DESCRIPTION =
  'Burst pipe, no heating, an electrical fault or locked out? What counts as an emergency, who to call first, and how to reach local tradespeople who take urgent call-outs.';

const EMERGENCIES = [
  'Water you cannot stop: a burst pipe, a leaking tank or cylinder, or water coming through a ceiling.',
  'No heating or hot water in cold weather, especially with a baby, an older person or someone unwell at home.',
  'An electrical fault: a burning smell, a sparking or scorched socket, or a circuit that trips and will not reset.',
  'A toilet or drain blocked and backing up, when it is the only toilet in the home.',
  'Locked out, or a broken lock, door or window that leaves your home insecure.',
  'Storm damage that lets the weather in: missing roof tiles, a damaged chimney or a smashed window.',
];

const CAN_WAIT = [
  'A dripping tap, a slow drain or a toilet that runs on.',
  'A radiator that is cold at the top or a boiler that needs a service.',
  'A single light or socket that has stopped working while the rest of the circuit is fine.',
  'Cosmetic damage, such as cracked tiles or a sticking door.',
];

const BEFORE_THEY_ARRIVE = [
  'Agree the call-out charge and the hourly rate before anyone sets off, and ask whether parts are extra.',
  'Ask for the company name and check its Fixwell profile for reviews and the checks we have made.',
  'For any gas work, ask to see the engineer’s Gas Safe ID card and check the back lists the work they are doing.',
  'Ask for a written quote for anything beyond making the problem safe; a permanent repair can often wait for a booked visit at a lower rate.',
  'Pay by card or bank transfer and get an invoice. Be wary of anyone who insists on cash or on starting extra work at once.',
];

const FAQS = [
  {
    question: 'Do emergency call-outs cost more?',
    answer:
      'Usually, yes. Most companies charge a call-out fee or a higher first hour, and more again at night, at weekends and on bank holidays. Ask for both figures before you agree a visit, and ask whether the first hour includes the call-out.',
  },
  {
    question: 'Will a tradesperson fix everything on the first visit?',
    answer:
      'The first job in an emergency is to make things safe and stop the damage getting worse. A proper repair may need parts or more time, and it is fine to ask for a written quote for it and compare it with others before you agree.',
  },
  {
    question: 'Should I call my insurer first?',
    answer:
      'Make the property safe first. Then check your home insurance: many policies cover emergency repairs or have a helpline, and some ask you to use their approved contractor or to get their agreement before work starts. Keep photos and invoices either way.',
  },
  {
    question: 'How does Fixwell handle an emergency request?',
    answer:
      'Choose an emergency timing when you request quotes. Your request is marked as urgent, so the local companies we send it to can see at once that you need someone quickly. You are never obliged to accept a quote.',
  },
];

function EmergencyServiceList() {
  const index = useOfferedServicesQuery();

  if (index.isPending) {
    return <LoadingBlock label="Loading emergency services…" lines={6} minHeight="14rem" />;
  }
  if (index.isError) {
    return (
      <LoadError
        message="We could not load the list of emergency services."
        onRetry={() => void index.refetch()}
        retrying={index.isFetching}
      />
    );
  }

  const emergencyServices = index.data.filter((service) => service.emergency);
  if (emergencyServices.length === 0) {
    return (
      <p>
        We have no emergency service pages yet. You can still{' '}
        <Link to={`${paths.quote}?timing=emergency`}>request quotes marked as an emergency</Link>.
      </p>
    );
  }

  return (
    <ul className="card-grid">
      {emergencyServices.map((service) => (
        <li key={service.slug} className="card link-card">
          <h3>
            <Link to={href(paths.emergencyService, { service: service.slug })}>
              {emergencyHeading(service.name)}
            </Link>
          </h3>
          <p>{service.summary}</p>
        </li>
      ))}
    </ul>
  );
}

export default function EmergencyServicesPage() {
  return (
    <article className="page content-page">
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        canonical={paths.emergencyServices}
        jsonLd={[faqPageJsonLd(FAQS)]}
      />
      <PageHero
        heading="Emergency home repairs"
        lede="Burst pipe, no heating, an electrical fault or locked out? Make everyone safe first, then use this page to find out what to do and to reach local tradespeople who take urgent call-outs."
      />

      <EmergencyNumbers />

      <ContentSection id="services" heading="Emergency help by trade">
        <p>
          Each page explains what to do in the first few minutes, what a call-out usually costs and
          how to reach local companies.
        </p>
        <EmergencyServiceList />
      </ContentSection>

      <QuoteCta
        heading="Need someone urgently?"
        text="Tell us what has happened and where. Your request is marked as an emergency so local companies can see straight away that it is urgent."
        timing="emergency"
        buttonLabel="Request emergency help"
      />

      <ContentSection id="what-counts" heading="What counts as an emergency">
        <Prose>
          <p>
            An emergency is anything that puts people at risk, is causing damage that gets worse by
            the hour, or leaves your home unsafe or insecure. For example:
          </p>
          <ul>
            {EMERGENCIES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3>What can usually wait for a booked visit</h3>
          <p>
            These are worth fixing soon, but a booked visit in normal hours is cheaper than an
            emergency call-out and gives you time to compare quotes:
          </p>
          <ul>
            {CAN_WAIT.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="before-they-arrive" heading="Before you let anyone start work">
        <Prose>
          <ul>
            {BEFORE_THEY_ARRIVE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="faq" heading="Questions about emergency call-outs">
        <FaqList items={FAQS} />
      </ContentSection>
    </article>
  );
}
