import { Link } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';

const POPULAR_SERVICES = [
  { slug: 'plumbing', label: 'Plumbers' },
  { slug: 'electrical', label: 'Electricians' },
  { slug: 'heating', label: 'Heating engineers' },
  { slug: 'building', label: 'Builders' },
  { slug: 'carpentry', label: 'Carpenters' },
  { slug: 'roofing', label: 'Roofers' },
];

const STEPS = [
  {
    title: 'Tell us about the job',
    text: 'Describe the work and where it is. It takes a couple of minutes.',
  },
  {
    title: 'Get free quotes',
    text: 'Vetted local trade professionals who cover your area send you quotes.',
  },
  {
    title: 'Choose with confidence',
    text: 'Compare prices, profiles and reviews, then pick the one you want.',
  },
];

export default function HomePage() {
  return (
    <>
      <Seo
        title="Find trusted local tradespeople"
        description="Get free, instant quotes from vetted local plumbers, electricians, builders and more across the UK."
        canonical="/"
      />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Find trusted local tradespeople</h1>
        <p className="hero__pitch">
          Tell us what needs doing and get free, no-obligation quotes from vetted plumbers,
          electricians, builders and other trade professionals near you, anywhere in the UK.
        </p>
        <p className="hero__actions">
          <Link className="button button--primary button--large" to={paths.quote}>
            Get free quotes
          </Link>
          <Link className="button button--secondary button--large" to={paths.howItWorks}>
            How it works
          </Link>
        </p>
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
      </section>

      <section className="home-section" aria-labelledby="services-title">
        <h2 id="services-title">Popular services</h2>
        <ul className="chip-list">
          {POPULAR_SERVICES.map((service) => (
            <li key={service.slug}>
              <Link className="chip" to={href(paths.service, { service: service.slug })}>
                {service.label}
              </Link>
            </li>
          ))}
          <li>
            <Link className="chip" to={paths.services}>
              All services
            </Link>
          </li>
        </ul>
      </section>

      <section className="home-section card" aria-labelledby="pros-title">
        <h2 id="pros-title">Are you a trade professional?</h2>
        <p>
          Receive leads from homeowners in your area and manage quotes, chat and payments in one
          place.
        </p>
        <Link to={paths.professionals}>Find out how Fixwell works for professionals</Link>
      </section>
    </>
  );
}
