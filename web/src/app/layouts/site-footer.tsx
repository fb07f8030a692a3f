import { Suspense } from 'react';
import { Link } from 'react-router';

import { useHydrated } from '@/app/layouts/use-hydrated';
import { href, paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { lazyPart } from '@/lib/lazy-part';

// The newsletter sign-up loads after the page (its form and schema are not part of the first
// load). A signed-in customer or company is not asked which newsletter: their role says.
const NewsletterSignup = lazyPart(() =>
  import('@/features/newsletter/components/newsletter-signup').then((module) => ({
    default: module.NewsletterSignup,
  })),
);

function FooterNewsletter() {
  const hydrated = useHydrated();
  const role = useAuthStore((state) => state.profile?.role);
  const knownSegment = !hydrated
    ? null
    : role === 'company'
      ? 'companies'
      : role === 'customer'
        ? 'homeowners'
        : null;
  return (
    <div className="container">
      <Suspense fallback={null}>
        <NewsletterSignup key={knownSegment ?? 'ask'} knownSegment={knownSegment} />
      </Suspense>
    </div>
  );
}

const POPULAR_SERVICES = ['plumbing', 'electrical', 'heating', 'building', 'carpentry', 'roofing'];

const GROUPS: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: 'Services',
    links: [
      { to: paths.services, label: 'All services' },
      ...POPULAR_SERVICES.map((service) => ({
        to: href(paths.service, { service }),
        label: service[0]!.toUpperCase() + service.slice(1),
      })),
      { to: paths.emergencyServices, label: 'Emergency services' },
      { to: paths.findLocalTradesmen, label: 'Find local tradesmen' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: paths.about, label: 'About us' },
      { to: paths.howItWorks, label: 'How it works' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.blog, label: 'Blog' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.sisterSites, label: 'Sister sites' },
    ],
  },
  {
    heading: 'For professionals',
    links: [
      { to: paths.professionals, label: 'Grow your business' },
      { to: paths.professionalsPricing, label: 'Pricing for professionals' },
      { to: paths.professionalsWhyChooseUs, label: 'Why choose Fixwell' },
      { to: paths.professionalsHowToGetStarted, label: 'How to get started' },
      { to: paths.alternativesCheckatrade, label: 'Checkatrade alternative' },
      { to: paths.alternativesMybuilder, label: 'MyBuilder alternative' },
      { to: paths.alternativesRatedPeople, label: 'Rated People alternative' },
      { to: paths.alternativesBark, label: 'Bark alternative' },
    ],
  },
  {
    heading: 'Legal and help',
    links: [
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.faq, label: 'FAQ' },
    ],
  },
];

/** The footer of the public layouts. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <FooterNewsletter />
      <nav className="site-footer__nav container" aria-label="Footer">
        {GROUPS.map((group) => (
          <section key={group.heading} className="site-footer__group">
            <h2 className="site-footer__heading">{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${group.heading}-${link.to}`}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__legal container">
        Fixwell: a verified directory of trade professionals covering the United Kingdom.
      </p>
    </footer>
  );
}
