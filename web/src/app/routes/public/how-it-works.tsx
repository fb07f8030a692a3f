import { Link } from 'react-router';

import { CardList } from '@/components/content/card-list';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'Describe the job, hear from up to three checked local companies, compare their quotes and choose. Free for homeowners, with no obligation.';

const HOMEOWNER_STEPS = [
  {
    title: 'Tell us about the job',
    body: 'Choose the service, answer a few questions about the work, and give your postcode, timing and rough budget. Photos help. You do not need an account, and the form remembers what you typed if the page reloads.',
  },
  {
    title: 'We find local companies',
    body: 'We send your request to up to three companies that do that kind of work and cover your postcode, favouring those nearby, well rated and quick to reply. You get a private link to track your request.',
  },
  {
    title: 'Companies get in touch',
    body: 'Each company sees the job and the area before deciding. Only the companies that accept see your name and contact details. You can message them in Fixwell, share photos and arrange a visit.',
  },
  {
    title: 'Compare quotes and choose',
    body: 'Quotes arrive as clear documents: itemised prices, VAT where it applies, what a deposit would be and how long the price holds. Accept one by typing your name, or decline with a short reason.',
  },
  {
    title: 'Book the work and pay',
    body: 'Confirm appointments with a date and arrival window. When the company sends an invoice or asks for a deposit through Fixwell, you can pay by card on a secure Stripe page.',
  },
  {
    title: 'Leave a review',
    body: 'Once the job is done or the invoice is paid, we ask how it went. Your rating for quality, value and reliability helps the next homeowner choose.',
  },
];

const COMPANY_STEPS = [
  {
    title: 'Sign up and set up',
    body: 'Create a company account, choose your trades and the postcode districts or radius you cover, and add your insurance and registrations for our team to check.',
  },
  {
    title: 'Choose a monthly plan',
    body: 'Plans include a monthly lead allowance. There is no joining fee and no minimum term.',
  },
  {
    title: 'Accept the leads you want',
    body: "See the job, the area and the timing first. Accept to unlock the customer's details, or decline with a reason.",
  },
  {
    title: 'Quote, invoice and get paid',
    body: 'Send quotes and invoices from your own templates, book appointments, and take card payments paid out to your bank through Stripe.',
  },
];

export default function HowItWorksPage() {
  return (
    <article className="page content-page">
      <Seo title="How it works" description={DESCRIPTION} canonical={paths.howItWorks} />
      <PageHero
        heading="How Fixwell works"
        lede="Describe the job once, hear from up to three checked local companies, compare their quotes and choose the one that suits you. It is free for homeowners and you are under no obligation."
        actions={
          <>
            <Link className="button button--primary button--large" to={paths.quote}>
              Get free quotes
            </Link>
            <Link className="button button--secondary button--large" to={paths.howToGetQuotes}>
              Tips for comparing quotes
            </Link>
          </>
        }
      />

      <ContentSection id="homeowners" heading="For homeowners, step by step">
        <CardList items={HOMEOWNER_STEPS} ordered />
      </ContentSection>

      <ContentSection id="cost" heading="What it costs you">
        <Prose>
          <p>
            Nothing. Requesting quotes, messaging companies, accepting a quote and paying an invoice
            through Fixwell are all free for homeowners, and we do not add anything to the price a
            company quotes. Trade companies pay us a monthly subscription to receive leads; see{' '}
            <Link to={paths.pricing}>pricing</Link> for how that works.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="safety" heading="Choosing safely">
        <Prose>
          <p>
            Fixwell introduces you to companies; the contract for the work is between you and the
            company you choose. A few habits protect you whichever company that is:
          </p>
          <ul>
            <li>
              Look at the checks on a company's profile and when they were made, and confirm gas or
              electrical registrations on the official registers.
            </li>
            <li>Get the price, the scope of the work and the payment stages in writing.</li>
            <li>Keep any deposit proportionate, and never pay for the whole job up front.</li>
            <li>Keep your messages in Fixwell, so there is a record of what was agreed.</li>
          </ul>
          <p>
            Our guide on <Link to={paths.howToGetQuotes}>how to get quotes</Link> goes into each of
            these in detail.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="companies" heading="For trade companies">
        <CardList items={COMPANY_STEPS} ordered />
        <p>
          <Link to={paths.professionals}>Find out more about Fixwell for professionals</Link>
        </p>
      </ContentSection>

      <CtaBanner />
    </article>
  );
}
