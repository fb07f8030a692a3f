import { HOME_HERO_SLOT } from '@fixwell/common/admin/site-images';
import { Link } from 'react-router';
import TOP_TOWNS from 'virtual:catalogue/top-towns';

import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { HomeSearch } from '@/features/catalogue/components/home-search';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';
import { TownLinks } from '@/features/catalogue/components/town-links';
import { HeroPicture } from '@/features/site-images/components/hero-picture';
import { usePageImages } from '@/features/site-images/hooks/use-page-images';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';

const POPULAR_SERVICE_SLUGS = [
  'plumber',
  'electrician',
  'boiler-repair',
  'builder',
  'roofer',
  'painter-and-decorator',
  'locksmith',
  'bathroom-fitter',
  'carpenter',
  'landscaper',
];

const STEPS = [
  {
    title: 'Tell us about the job',
    text: 'Answer a few questions about the work and where it is. It takes a couple of minutes.',
  },
  {
    title: 'Get free quotes',
    text: 'Up to three vetted local companies who cover your postcode get in touch with quotes.',
  },
  {
    title: 'Choose with confidence',
    text: 'Compare prices, profiles, checks and reviews, then accept the quote you want and pay securely.',
  },
];

export default function HomePage() {
  const services = useServiceIndex();
  const { hero, share } = usePageImages(HOME_HERO_SLOT);
  const popular = POPULAR_SERVICE_SLUGS.flatMap(
    (slug) => services?.find((service) => service.slug === slug) ?? [],
  );

  return (
    <>
      <Seo
        title="Find trusted local tradespeople"
        description="Get free, instant quotes from vetted local plumbers, electricians, builders and more across the UK. Compare prices, checks and reviews."
        canonical="/"
        ogImage={share?.url}
        ogImageWidth={share?.width}
        ogImageHeight={share?.height}
        ogImageAlt={share?.alt}
        jsonLd={[organizationJsonLd(), websiteJsonLd()]}
      />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Find trusted local tradespeople</h1>
        <p className="hero__pitch">
          Tell us what needs doing and get free, no-obligation quotes from vetted plumbers,
          electricians, builders and other trade professionals near you, anywhere in the UK.
        </p>
        <HomeSearch />
        {hero ? <HeroPicture image={hero} /> : null}
      </section>

      <section className="home-section" aria-labelledby="steps-title">
        <h2 id="steps-title">How Fixwell works</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to={paths.howItWorks}>More about how it works</Link>
        </p>
      </section>

      <section className="home-section" aria-labelledby="services-title">
        <h2 id="services-title">Popular services</h2>
        <ul className="chip-list">
          {popular.map((service) => (
            <li key={service.slug}>
              <Link className="chip" to={href(paths.service, { service: service.slug })}>
                {service.name}
              </Link>
            </li>
          ))}
          <li>
            <Link className="chip" to={paths.services}>
              All services
            </Link>
          </li>
          <li>
            <Link className="chip" to={paths.emergencyServices}>
              Emergency call-outs
            </Link>
          </li>
        </ul>
      </section>

      <section className="home-section" aria-labelledby="towns-title">
        <h2 id="towns-title">Tradespeople across the UK</h2>
        <TownLinks towns={TOP_TOWNS} />
        <p>
          <Link to={paths.findLocalTradesmen}>Browse every town and city</Link> or{' '}
          <Link to={paths.findTradesmanNearMe}>find a tradesperson near you</Link>.
        </p>
      </section>

      <section className="home-section card" aria-labelledby="pros-title">
        <h2 id="pros-title">Are you a trade professional?</h2>
        <p>
          Receive leads from homeowners in your area and manage quotes, chat, invoices and card
          payments in one place, for a flat monthly fee with no commission on your jobs.
        </p>
        <Link to={paths.professionals}>Find out how Fixwell works for professionals</Link>
      </section>
    </>
  );
}
