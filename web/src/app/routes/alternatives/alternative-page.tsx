import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CardList, type CardListItem } from '@/components/content/card-list';
import { ComparisonTable } from '@/components/content/comparison-table';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { ExternalLink } from '@/components/content/external-link';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

/** How Fixwell works for companies, worded once so the four comparisons never disagree. */
export const FIXWELL = {
  payment: 'A monthly subscription that includes a lead allowance',
  term: 'Monthly rolling: no minimum term, cancel at any time',
  joiningFee: 'None',
  companiesPerJob: 'Up to three',
  beforeCommitting:
    'The job, answers, photos, timing, budget band and area (first half of the postcode)',
  contactDetails: 'Shared when you accept the lead',
  unreadLeads:
    'Credited back automatically if the customer has not read your first message within 48 hours',
  commission:
    'None on the jobs you win; a fee on each card payment only if you take card payments through Fixwell',
  reviews:
    'Only from customers with a real job through Fixwell; never removed for being negative; one public reply',
  checks:
    'Companies House, insurance and trade registrations, each shown on your profile with the date checked',
  tools:
    'Chat, quotes, appointments, invoices with automatic reminders, card payments and payouts via Stripe',
  guarantee: 'No guarantee scheme; customers rely on their rights against the company',
} as const;

export type ComparisonPoint = {
  label: string;
  fixwell: ReactNode;
  rival: ReactNode;
};

export type AlternativePageProps = {
  /** The rival's name as it writes it, e.g. "Rated People". */
  rival: string;
  /** The route's title and the page's `<h1>`. */
  heading: string;
  canonical: string;
  description: string;
  lede: string;
  /** How the rival works for trades, from its own published information. */
  rivalModel: ReactNode;
  points: readonly ComparisonPoint[];
  /** Where the rival may genuinely suit a business better. */
  rivalStrengths: readonly string[];
  differences: readonly CardListItem[];
  /** The rival's own page that the comparison is based on. */
  source: { href: string; label: string };
};

/** The shared layout of the four "alternative to" pages. */
export function AlternativePage({
  rival,
  heading,
  canonical,
  description,
  lede,
  rivalModel,
  points,
  rivalStrengths,
  differences,
  source,
}: AlternativePageProps) {
  return (
    <article className="page content-page">
      <Seo title={heading} description={description} canonical={canonical} />
      <PageHero eyebrow="Comparing lead platforms" heading={heading} lede={lede} />

      <ContentSection id="how-it-works" heading={`How ${rival} works for trades`}>
        <Prose>{rivalModel}</Prose>
      </ContentSection>

      <ContentSection id="comparison" heading={`Fixwell and ${rival} side by side`}>
        <ComparisonTable
          caption={`Fixwell compared with ${rival} for trade companies`}
          rowHeaderLabel="What you get"
          columns={['Fixwell', rival]}
          rows={points.map((point) => ({
            label: point.label,
            cells: [point.fixwell, point.rival],
          }))}
          highlightColumn={0}
          note={
            <>
              {rival}'s details are summarised from its own published information, such as{' '}
              <ExternalLink href={source.href}>{source.label}</ExternalLink>, as we understood it
              when we wrote this page. Prices and terms change, so check them with {rival} before
              you decide. {rival} is a trade mark of its owner; Fixwell is not affiliated with or
              endorsed by {rival}.
            </>
          }
        />
      </ContentSection>

      <ContentSection id="rival-strengths" heading={`Where ${rival} may suit you better`}>
        <Prose>
          <p>No platform is right for every business. To be fair to {rival}:</p>
          <ul>
            {rivalStrengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="differences" heading="What Fixwell does differently">
        <CardList items={differences} />
      </ContentSection>

      <ContentSection id="switching" heading="Thinking of switching?">
        <Prose>
          <ul>
            <li>
              Check the term and notice period of your current {rival} agreement before you cancel
              anything. You can run Fixwell alongside it in the meantime, because Fixwell has no
              minimum term.
            </li>
            <li>
              Reviews stay on the platform where they were left. On Fixwell, reviews come only from
              jobs done through Fixwell, so you build a fresh record that customers can trust.
            </li>
            <li>
              Add the Fixwell quote form to your own website, so enquiries from your existing
              customers arrive in the same place as new leads.
            </li>
          </ul>
          <p>
            See <Link to={paths.professionalsPricing}>plans and prices</Link>, or read{' '}
            <Link to={paths.professionalsHowToGetStarted}>how to get started</Link>.
          </p>
        </Prose>
      </ContentSection>

      <CtaBanner
        audience="professional"
        heading={`Try Fixwell alongside ${rival}`}
        text="Create your company account, choose a monthly plan and start receiving local leads. No joining fee, no minimum term and no commission on the work you win."
        secondary={{ to: paths.professionalsWhyChooseUs, label: 'Why choose Fixwell' }}
      />
    </article>
  );
}
