import { Link } from 'react-router';

import { CardList } from '@/components/content/card-list';
import { ContentSection } from '@/components/content/content-section';
import { CTA_TARGETS, CtaBanner } from '@/components/content/cta-banner';
import { FaqList } from '@/components/content/faq-list';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'From sign-up to your first lead on Fixwell: set up your profile and coverage, add your credentials, choose a plan and start quoting.';

const STEPS = [
  {
    title: 'Create your company account',
    body: 'Sign up as a company with your name, email and a password, then confirm your email address.',
  },
  {
    title: 'Set up your business',
    body: 'Add your business name, trades, base postcode and the area you cover, either as postcode districts or a radius. Add a description, your logo and contact details.',
  },
  {
    title: 'Add your credentials',
    body: 'Enter your Companies House number if you are a limited company, your insurance details and any trade registrations such as Gas Safe, NICEIC or NAPIT. Our team checks each one and adds a dated badge to your profile.',
  },
  {
    title: 'Choose a plan',
    body: 'Pick the monthly plan that suits your workload and pay securely through Stripe. Leads start arriving once your plan is active.',
  },
  {
    title: 'Connect card payments',
    body: 'Optional, but worth doing early: connect a Stripe account so customers can pay your invoices and deposits by card. Stripe asks for your identity and bank details.',
  },
  {
    title: 'Prepare your templates',
    body: 'Set your colours and logo, and create quote and invoice templates with the line items you use most, so a quote takes minutes.',
  },
];

const CHECKLIST = [
  'Your Companies House number, if you trade as a limited company',
  'Your public liability insurance certificate, with the insurer, policy number and expiry date',
  'Registration numbers for any schemes you belong to, such as Gas Safe, NICEIC, NAPIT or TrustMark',
  'The postcode districts you want work in, or how far you will travel from your base',
  'Your logo and a few good photos of recent work',
  'Photo ID and your business bank details, if you want to take card payments through Stripe',
];

const QUESTIONS = [
  {
    question: 'How long does it take to get set up?',
    answer:
      'Creating an account and completing your profile takes most people well under an hour if they have their details to hand. Our team then checks your insurance and registrations and adds a dated badge for each one.',
  },
  {
    question: 'Do I have to be a limited company?',
    answer:
      'No. Sole traders and partnerships are welcome. If you are a limited company, adding your Companies House number lets us show a checked badge for it.',
  },
  {
    question: 'Can I change my trades or area later?',
    answer:
      'Yes. You can update your trades, coverage and profile at any time, and new leads follow your new settings.',
  },
];

export default function HowToGetStartedPage() {
  return (
    <article className="page content-page">
      <Seo
        title="How to get started"
        description={DESCRIPTION}
        canonical={paths.professionalsHowToGetStarted}
      />
      <PageHero
        eyebrow="For trade professionals"
        heading="How to get started"
        lede="From creating a company account to receiving your first lead: what to do, in order, and what to have to hand."
        actions={
          <Link className="button button--primary button--large" to={CTA_TARGETS.professional}>
            Create your company account
          </Link>
        }
      />

      <ContentSection id="steps" heading="Six steps to your first lead">
        <CardList items={STEPS} ordered />
      </ContentSection>

      <ContentSection id="checklist" heading="What to have to hand">
        <Prose>
          <ul>
            {CHECKLIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="first-leads" heading="Making the most of your first leads">
        <Prose>
          <ul>
            <li>
              <strong>Reply quickly.</strong> Homeowners often go with the first company that gets
              back to them properly, and your profile shows how quickly you usually reply.
            </li>
            <li>
              <strong>Make the first message count.</strong> Thank the customer, mention something
              specific about their job, and suggest a next step such as a time to visit.
            </li>
            <li>
              <strong>Quote in writing through Fixwell.</strong> A clear, itemised quote with a
              validity date is easier for the customer to accept than a figure in a text.
            </li>
            <li>
              <strong>Ask for a review when the job is done.</strong> Customers are invited
              automatically once the job is completed or the invoice is paid.
            </li>
          </ul>
          <p>
            Your workspace also has short tutorials on each feature, and you can raise a support
            ticket whenever you need help.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="questions" heading="Questions about getting started">
        <FaqList items={QUESTIONS} />
      </ContentSection>

      <CtaBanner
        audience="professional"
        secondary={{ to: paths.professionalsPricing, label: 'See plans and prices' }}
      />
    </article>
  );
}
