import { Link } from 'react-router';

import { CardList } from '@/components/content/card-list';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'Who we are and why we built Fixwell: a UK marketplace that connects homeowners with checked local trade companies, on fair terms for the trades.';

const PRINCIPLES = [
  {
    title: 'Free for homeowners',
    body: 'Asking for quotes, messaging companies and accepting a quote cost you nothing. Fixwell does not add anything to the price a company quotes you.',
  },
  {
    title: 'Your details go only where you want them',
    body: 'Your request goes to up to three companies that cover your area and trade. A company sees your name and contact details only after it accepts your job.',
  },
  {
    title: 'Checks you can see',
    body: "When our team checks a company's insurance, Companies House record or trade registration, its profile shows the check and the date we made it.",
  },
  {
    title: 'Reviews from real jobs',
    body: 'Only customers who had work done through Fixwell can leave a review. We never remove a review because it is negative, and companies can reply once, publicly.',
  },
  {
    title: 'Fair terms for trades',
    body: 'Monthly rolling plans with no joining fee and no minimum term, no commission on the work a company wins, and leads credited back automatically when a customer never reads the first message.',
  },
  {
    title: 'One place for the whole job',
    body: 'Messages, quotes, appointments, invoices and card payments live together, so both sides can see what was agreed and when.',
  },
];

export default function AboutPage() {
  return (
    <article className="page content-page">
      <Seo title="About us" description={DESCRIPTION} canonical={paths.about} />
      <PageHero
        heading="About Fixwell"
        lede="Fixwell is a UK marketplace for home services. Homeowners describe a job once and hear from checked local companies; trade companies get local leads and the tools to quote, invoice and get paid in one place."
      />

      <ContentSection id="why" heading="Why we built Fixwell">
        <Prose>
          <p>
            Finding someone good to fix a boiler, rewire a kitchen or build an extension is one of
            the more stressful jobs a homeowner faces. You are trusting a stranger with your home
            and often with a large sum of money, and it is hard to tell a careful business from a
            careless one.
          </p>
          <p>
            Trade businesses have their own frustrations. Many lead platforms tie them into long
            contracts or charge for leads that never reply, and the work that follows a lead is
            spread across a quoting app, an invoicing tool, a card reader and a phone full of text
            messages.
          </p>
          <p>
            We built Fixwell to make both sides of that easier: a straightforward way for homeowners
            to get comparable quotes from companies whose checks they can see, and a fair,
            all-in-one workspace for the companies doing the work.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="principles" heading="How we work">
        <CardList items={PRINCIPLES} />
      </ContentSection>

      <ContentSection id="what-we-are-not" heading="What Fixwell is and is not">
        <Prose>
          <p>
            Fixwell introduces homeowners to trade companies and provides the tools they use to
            agree and manage the work. We do not carry out building or repair work ourselves, and we
            are not a party to the contract between a homeowner and the company they choose. That
            contract, and the rights you have under it, are with the company.
          </p>
          <p>
            Our checks are a useful starting point, not a guarantee. We explain what to look for,
            and how to confirm a registration on the official registers, in our guide on{' '}
            <Link to={paths.howToGetQuotes}>how to get quotes</Link>. The full details are in our{' '}
            <Link to={paths.terms}>Terms of Service</Link> and{' '}
            <Link to={paths.privacy}>Privacy Policy</Link>.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="who-we-are" heading="Who runs Fixwell">
        <Prose>
          <p>
            Fixwell is run by Fixwell Ltd, a company registered in England and Wales. You can reach
            us through our <Link to={paths.contact}>contact page</Link>, and our{' '}
            <Link to={paths.faq}>frequently asked questions</Link> answer most questions straight
            away.
          </p>
          <p>
            Run a trade business? Read{' '}
            <Link to={paths.professionals}>Fixwell for professionals</Link> to see how leads, plans
            and payments work.
          </p>
        </Prose>
      </ContentSection>

      <CtaBanner />
    </article>
  );
}
