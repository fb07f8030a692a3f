import { Link } from 'react-router';

import { CardList } from '@/components/content/card-list';
import { ContentSection } from '@/components/content/content-section';
import { CTA_TARGETS, CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'Local leads from homeowners, plus chat, quotes, invoices and card payments in one place. Monthly plans, no joining fee and no commission on jobs.';

const FEATURES = [
  {
    title: 'Leads that fit your business',
    body: 'Requests for the trades you choose, in the postcode districts or radius you cover. Each job goes to no more than three companies.',
  },
  {
    title: 'A plan you can leave',
    body: 'One monthly price with a lead allowance. No joining fee, no minimum term, and no commission on the work you win.',
  },
  {
    title: 'Conversations in one place',
    body: 'A thread for every job, with photos, attachments and read receipts, so nothing is lost in texts and voicemails.',
  },
  {
    title: 'Professional quotes and invoices',
    body: 'Build them from your own templates with line items, VAT if you are registered, deposits and your branding. Customers accept online.',
  },
  {
    title: 'Card payments and payouts',
    body: 'Customers pay invoices and deposits by card; Stripe pays the money into your bank account. Unpaid invoices get automatic reminders.',
  },
  {
    title: 'A profile that earns trust',
    body: 'Reviews only from real customers, your reply to each, and badges showing the checks we have made and when.',
  },
  {
    title: 'A quote form for your own website',
    body: 'Paste a short piece of code into your site and enquiries arrive in your Fixwell workspace, in your colours.',
  },
  {
    title: 'Numbers that help you decide',
    body: 'See the leads you received, how quickly you replied, the quotes you sent, your win rate and your revenue.',
  },
];

const LEAD_STEPS = [
  {
    title: 'A homeowner asks for quotes',
    body: 'They describe the job, timing, rough budget and postcode, often with photos.',
  },
  {
    title: 'We match up to three companies',
    body: 'Companies with an active plan that do the work and cover the area, favouring those nearby, well rated and quick to reply.',
  },
  {
    title: 'You decide',
    body: 'You see the job, the area and the timing first. Accept it, and it comes out of your allowance; decline it, and it costs nothing.',
  },
  {
    title: 'You get in touch',
    body: "Once you accept, you see the customer's name and contact details and can message them straight away.",
  },
];

export default function ProfessionalsPage() {
  return (
    <article className="page content-page">
      <Seo title="For professionals" description={DESCRIPTION} canonical={paths.professionals} />
      <PageHero
        eyebrow="For trade professionals"
        heading="Grow your trade business with Fixwell"
        lede="Fixwell sends you requests from homeowners in the areas you cover, then gives you the tools to win and run the work: chat, quotes, appointments, invoices and card payments, all in one place."
        actions={
          <>
            <Link className="button button--primary button--large" to={CTA_TARGETS.professional}>
              Join as a professional
            </Link>
            <Link
              className="button button--secondary button--large"
              to={paths.professionalsPricing}
            >
              See plans and prices
            </Link>
          </>
        }
      />

      <ContentSection id="features" heading="What you get">
        <CardList items={FEATURES} />
      </ContentSection>

      <ContentSection id="leads" heading="How leads work">
        <CardList items={LEAD_STEPS} ordered />
        <Prose>
          <p>
            If the customer has not read your first message within 48 hours, the lead goes back into
            your allowance automatically. You do not have to ask.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="more" heading="Find out more">
        <Prose>
          <ul>
            <li>
              <Link to={paths.professionalsWhyChooseUs}>Why choose Fixwell</Link>: how our plans,
              leads and reviews are designed to be fair to trades.
            </li>
            <li>
              <Link to={paths.professionalsHowToGetStarted}>How to get started</Link>: from sign-up
              to your first lead, and what to have to hand.
            </li>
            <li>
              <Link to={paths.professionalsReplaceYourServices}>Replace your current tools</Link>:
              the separate apps Fixwell can stand in for.
            </li>
            <li>
              Comparing platforms? See how Fixwell differs from{' '}
              <Link to={paths.alternativesCheckatrade}>Checkatrade</Link>,{' '}
              <Link to={paths.alternativesMybuilder}>MyBuilder</Link>,{' '}
              <Link to={paths.alternativesRatedPeople}>Rated People</Link> and{' '}
              <Link to={paths.alternativesBark}>Bark</Link>.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <CtaBanner
        audience="professional"
        secondary={{ to: paths.professionalsPricing, label: 'See plans and prices' }}
      />
    </article>
  );
}
