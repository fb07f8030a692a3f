import { Link } from 'react-router';

import { ComparisonTable } from '@/components/content/comparison-table';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { FaqList } from '@/components/content/faq-list';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'Fixwell is free for homeowners. Trade companies pay for a monthly rolling plan with a lead allowance: no joining fee, no minimum term, no commission.';

const WHO_PAYS = [
  { label: 'Requesting quotes', cells: ['Free', 'Not applicable'] },
  {
    label: 'Receiving leads',
    cells: ['Not applicable', 'Included in the monthly plan, up to its lead allowance'],
  },
  { label: 'Messages and photos', cells: ['Free', 'Included'] },
  { label: 'Quotes, invoices and appointments', cells: ['Free', 'Included'] },
  {
    label: 'Paying or taking payment by card',
    cells: [
      'Free: you pay the amount on the invoice, nothing more',
      'Optional; a fee on each card payment, shown in your account before you switch card payments on',
    ],
  },
  { label: 'Reviews', cells: ['Free to leave after a real job', 'Free to receive and reply to'] },
  { label: 'Joining fee or minimum term', cells: ['None', 'None'] },
];

const QUESTIONS = [
  {
    question: 'Will a company charge me more because it found me on Fixwell?',
    answer:
      "Fixwell does not add anything to a company's price, and companies do not pay us a commission on the work they win, so there is no Fixwell charge for them to pass on. Each company sets its own prices.",
  },
  {
    question: 'Why do companies pay a subscription rather than per lead?',
    answer:
      "A fixed monthly price is easier for a small business to plan around than fees that vary lead by lead. The lead allowance in each plan covers the leads a company chooses to accept, and a lead is credited back automatically if the customer never reads the company's first message within 48 hours.",
  },
  {
    question: 'Where can I see the plans and their prices?',
    answer:
      'The current plans, what each includes and their monthly prices are on the pricing page for professionals. You see the price again before you confirm a subscription.',
  },
];

export default function PricingPage() {
  return (
    <article className="page content-page">
      <Seo title="Pricing" description={DESCRIPTION} canonical={paths.pricing} />
      <PageHero
        heading="Pricing"
        lede="Requesting quotes is free for homeowners. Trade companies pay a monthly subscription to receive leads, with no joining fee, no minimum term and no commission on the work they win."
      />

      <ContentSection id="homeowners" heading="For homeowners: free">
        <Prose>
          <p>
            You pay nothing to use Fixwell. Requesting quotes, messaging companies, accepting a
            quote and booking appointments are free, and when you pay an invoice or deposit by card
            through Fixwell you pay exactly the amount on it. What you pay for is the work itself,
            at the price you agree with the company you choose.
          </p>
          <p>
            <Link to={paths.quote}>Request free quotes</Link> or read{' '}
            <Link to={paths.howItWorks}>how Fixwell works</Link>.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="professionals" heading="For trade companies: a monthly plan">
        <Prose>
          <p>Companies choose a monthly plan. Every plan:</p>
          <ul>
            <li>includes a monthly allowance of leads you choose to accept;</li>
            <li>
              rolls monthly, with no joining fee and no minimum term, so you can cancel at any time;
            </li>
            <li>takes no commission on the jobs you win;</li>
            <li>
              credits a lead back automatically if the customer never reads your first message
              within 48 hours;
            </li>
            <li>
              includes chat, quotes, invoices, appointments, your public profile and a quote form
              for your own website.
            </li>
          </ul>
          <p>
            Card payments are optional. If you take them through Fixwell, payments are processed by
            Stripe and paid out to your bank account, less a fee on each payment that your account
            shows before you switch them on.
          </p>
        </Prose>
        <p>
          <Link className="button button--primary" to={paths.professionalsPricing}>
            See plans and prices
          </Link>
        </p>
      </ContentSection>

      <ContentSection id="at-a-glance" heading="Who pays for what">
        <ComparisonTable
          caption="What Fixwell costs homeowners and trade companies"
          rowHeaderLabel="Item"
          columns={['Homeowners', 'Trade companies']}
          rows={WHO_PAYS}
        />
      </ContentSection>

      <ContentSection id="questions" heading="Questions about pricing">
        <FaqList items={QUESTIONS} />
        <p>
          More answers are in our <Link to={paths.faq}>frequently asked questions</Link>.
        </p>
      </ContentSection>

      <CtaBanner />
      <CtaBanner
        audience="professional"
        secondary={{ to: paths.professionalsPricing, label: 'See plans and prices' }}
      />
    </article>
  );
}
