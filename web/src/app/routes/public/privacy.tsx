import { Link } from 'react-router';

import { ComparisonTable } from '@/components/content/comparison-table';
import { ContentSection } from '@/components/content/content-section';
import { ExternalLink } from '@/components/content/external-link';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { TableOfContents } from '@/components/content/table-of-contents';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'What personal data Fixwell collects, why, who we share it with, how long we keep it and your rights under UK GDPR and the Data Protection Act 2018.';

const PRIVACY_EMAIL = 'privacy@fixwell.co.uk';

const SECTIONS = [
  { id: 'who-we-are', label: 'Who we are' },
  { id: 'data-we-collect', label: 'The data we collect' },
  { id: 'how-we-use-it', label: 'How we use it, and our lawful bases' },
  { id: 'sharing', label: 'Who we share it with' },
  { id: 'transfers', label: 'International transfers' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'rights', label: 'Your rights' },
  { id: 'complaints', label: 'Complaints' },
  { id: 'cookies', label: 'Cookies and similar technologies' },
  { id: 'security', label: 'Security' },
  { id: 'children', label: 'Children' },
  { id: 'changes', label: 'Changes to this policy' },
];

const DATA_ROWS = [
  {
    label: 'Account details',
    cells: [
      'Name, email address, phone number, password (stored only in scrambled form by our sign-in provider), whether you are a customer or a company, and your settings.',
      'You, when you sign up or update your profile.',
    ],
  },
  {
    label: 'Quote requests',
    cells: [
      'The service, your answers to its questions, timing, budget band, postcode and address, property type, description, photos, your contact details and the consents you give.',
      'You, through our quote form or a form a company has placed on its own website.',
    ],
  },
  {
    label: 'Messages, documents and appointments',
    cells: [
      'Messages and attachments, when they were read, quotes and invoices, the name you type to accept a quote and when, reasons you give for declining, and appointment dates and addresses.',
      'You and the companies or customers you deal with.',
    ],
  },
  {
    label: 'Reviews',
    cells: ['Your ratings and comments, and any reply from the company.', 'You and the company.'],
  },
  {
    label: 'Payments',
    cells: [
      "The amount, date, status and Stripe reference of each payment and payout, and a company's subscription status. Stripe handles card details; we never see or store your full card number.",
      'Stripe.',
    ],
  },
  {
    label: 'Company details',
    cells: [
      'Business name, trades, areas covered, description, logo, photos of work, Companies House number, insurance and trade registration details, and the results of our checks.',
      'The company, and public registers such as Companies House, Gas Safe Register and competent person schemes.',
    ],
  },
  {
    label: 'Support and contact messages',
    cells: ['What you tell us and our replies.', 'You.'],
  },
  {
    label: 'Technical data',
    cells: [
      'IP address, browser and device type, pages requested, error reports, and information stored in your browser (see Cookies below).',
      'Your device, when you use Fixwell.',
    ],
  },
];

const PURPOSE_ROWS = [
  {
    label: 'Creating and running your account',
    cells: ['Contract: we need it to provide the service you signed up for.'],
  },
  {
    label:
      'Matching your quote request and sharing it with up to three companies, and sharing your contact details with those that accept',
    cells: ['Contract: taking the steps you ask for before a contract for the work.'],
  },
  {
    label: 'Delivering messages, documents, appointments, notifications and service emails',
    cells: ['Contract.'],
  },
  {
    label: 'Processing payments, subscriptions and payouts',
    cells: ['Contract; and legal obligation, for the financial records we must keep.'],
  },
  {
    label: "Checking companies' details and showing the results on their profiles",
    cells: [
      'Legitimate interests: helping customers choose safely and keeping the marketplace honest.',
    ],
  },
  {
    label: 'Publishing and moderating reviews',
    cells: ['Legitimate interests: giving customers reliable information about companies.'],
  },
  {
    label: 'Preventing spam, fraud and misuse, and keeping Fixwell secure',
    cells: ['Legitimate interests: protecting our users and our service.'],
  },
  {
    label: 'Sending one reminder if you start a quote request, give your email and do not finish',
    cells: [
      'Legitimate interests: helping you complete something you started. You can opt out from the email.',
    ],
  },
  {
    label: 'Inviting trade businesses to join, using business contact details they publish',
    cells: [
      'Legitimate interests: telling businesses about a service relevant to them. They can opt out at any time.',
    ],
  },
  {
    label: 'Improving Fixwell, for example seeing where people stop in the quote form',
    cells: ['Legitimate interests: making the service work better, using our own records.'],
  },
  {
    label: 'Sending our newsletter and marketing emails',
    cells: ['Consent, which you can withdraw at any time.'],
  },
  {
    label: 'Keeping records, responding to legal claims and complying with the law',
    cells: ['Legal obligation; legitimate interests in defending our legal position.'],
  },
];

const RETENTION_ROWS = [
  {
    label: 'Account details',
    cells: ['While your account is open, then deleted within 30 days of closure, except as below.'],
  },
  {
    label: 'Quote requests that do not lead to work, and their messages',
    cells: ['2 years from the request, so both sides can refer back to them.'],
  },
  {
    label: 'Accepted quotes, invoices, payment records and the messages about them',
    cells: [
      '6 years from the end of the financial year they relate to, as tax law requires and because they may be needed if a claim about the work is made.',
    ],
  },
  {
    label: 'Unfinished quote requests',
    cells: [
      'Kept in your browser until you submit or clear the form. If you gave us your email address, we keep the draft for 30 days.',
    ],
  },
  {
    label: 'Reviews',
    cells: ["While the company's profile is live."],
  },
  {
    label: 'Support and contact messages',
    cells: ['2 years from the last message.'],
  },
  {
    label: 'Technical logs',
    cells: ['Up to 90 days, unless needed to investigate a security problem.'],
  },
  {
    label: 'Marketing preferences',
    cells: [
      'Until you unsubscribe. We then keep a record of your email address on a suppression list so we do not contact you again.',
    ],
  },
];

export default function PrivacyPage() {
  return (
    <article className="page">
      <Seo title="Privacy Policy" description={DESCRIPTION} canonical={paths.privacy} />
      <PageHero
        heading="Privacy Policy"
        lede="What personal data Fixwell collects, why we collect it, who we share it with, how long we keep it and the rights you have under UK data protection law."
        meta={
          <>
            Last updated: <time dateTime="2026-11-22">22 November 2026</time>
          </>
        }
      />
      <TableOfContents title="Contents" items={SECTIONS} />

      <ContentSection id="who-we-are" heading="1. Who we are">
        <Prose>
          <p>
            Fixwell Ltd, a company registered in England and Wales, runs Fixwell and is the
            controller of the personal data described in this policy, under the UK General Data
            Protection Regulation (UK GDPR) and the Data Protection Act 2018.
          </p>
          <p>
            For any question about this policy or your data, or to use your rights, email{' '}
            <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
          </p>
          <p>
            When a company receives your details through Fixwell, it becomes a separate controller
            of them for the purpose of dealing with your job, and its own privacy notice applies to
            what it does with them.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="data-we-collect" heading="2. The data we collect">
        <ComparisonTable
          caption="Personal data we collect, and where it comes from"
          rowHeaderLabel="Category"
          columns={['What it includes', 'Where it comes from']}
          rows={DATA_ROWS}
        />
        <Prose>
          <p>
            We do not ask for special category data, such as health information. If you include it
            in a request, for example to explain why you need an adaptation, we use it only to deal
            with that request.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="how-we-use-it" heading="3. How we use it, and our lawful bases">
        <ComparisonTable
          caption="Why we use personal data, and the lawful basis for each purpose"
          rowHeaderLabel="Purpose"
          columns={['Lawful basis']}
          rows={PURPOSE_ROWS}
        />
        <Prose>
          <p>
            Matching is automated: we choose companies by the work, your area, distance, rating and
            how quickly they reply. It does not make decisions with legal or similarly significant
            effects on you, but you can ask us how it works or ask for a person to look at your
            request.
          </p>
          <p>
            We do not sell personal data, and we do not use it for advertising by third parties.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="sharing" heading="4. Who we share it with">
        <Prose>
          <ul>
            <li>
              <strong>Companies matched with your request.</strong> Up to three companies see your
              job details and the first half of your postcode. Those that accept also see your name,
              contact details and address, and the messages and documents you exchange with them.
            </li>
            <li>
              <strong>Customers of a company.</strong> A company's public profile, and the details
              on its quotes and invoices, are shown to customers.
            </li>
            <li>
              <strong>Google (Firebase).</strong> Our sign-in, database, file storage, hosting and
              server functions run on Google's Firebase and Google Cloud, as our processor.
            </li>
            <li>
              <strong>Stripe.</strong> Stripe processes card payments, subscriptions and payouts. It
              acts as our processor for some of this and as an independent controller for its own
              legal and fraud-prevention duties, including checking the identity of companies that
              take payments. See{' '}
              <ExternalLink href="https://stripe.com/gb/privacy">
                Stripe's privacy policy
              </ExternalLink>
              .
            </li>
            <li>
              <strong>Our email delivery provider</strong>, which sends the emails Fixwell
              generates, as our processor.
            </li>
            <li>
              <strong>Professional advisers and authorities</strong>, such as lawyers, accountants,
              the police or regulators, where the law requires it or to protect our users.
            </li>
            <li>
              <strong>A buyer of our business</strong>, if Fixwell is sold or reorganised, under the
              same protections as this policy.
            </li>
          </ul>
          <p>Our processors may use your data only on our instructions and must keep it secure.</p>
        </Prose>
      </ContentSection>

      <ContentSection id="transfers" heading="5. International transfers">
        <Prose>
          <p>
            Some of our providers, including Google and Stripe, process data outside the UK, for
            example in the European Economic Area and the United States. Where data leaves the UK,
            we rely on UK adequacy regulations (including the UK extension to the EU–US Data Privacy
            Framework, where the recipient is certified under it), or on the International Data
            Transfer Agreement or the UK Addendum to the EU standard contractual clauses. You can
            ask us for more information about these safeguards.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="retention" heading="6. How long we keep it">
        <ComparisonTable
          caption="How long we keep each kind of personal data"
          rowHeaderLabel="Data"
          columns={['How long we keep it']}
          rows={RETENTION_ROWS}
        />
        <Prose>
          <p>
            When a retention period ends we delete the data or anonymise it so it can no longer
            identify you.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="rights" heading="7. Your rights">
        <Prose>
          <p>Under UK data protection law you have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> the personal data we hold about you and get a copy;
            </li>
            <li>
              <strong>rectification</strong>: have inaccurate data corrected and incomplete data
              completed;
            </li>
            <li>
              <strong>erasure</strong>: have your data deleted where we no longer have a good reason
              to keep it;
            </li>
            <li>
              <strong>restriction</strong>: ask us to limit how we use your data, for example while
              we check its accuracy;
            </li>
            <li>
              <strong>portability</strong>: receive data you gave us in a structured,
              machine-readable format, or have it sent to another organisation;
            </li>
            <li>
              <strong>object</strong> to processing based on our legitimate interests, and to direct
              marketing at any time;
            </li>
            <li>
              <strong>withdraw consent</strong> where we rely on it, without affecting what we did
              before.
            </li>
          </ul>
          <p>
            To use any of these rights, email{' '}
            <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We may ask you to confirm your
            identity. We will reply within one month; if a request is complex, we may extend that by
            up to two further months and will tell you why. There is normally no charge.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="complaints" heading="8. Complaints">
        <Prose>
          <p>
            Please tell us first if you are unhappy with how we have handled your data, and we will
            try to put it right. You also have the right to complain to the Information
            Commissioner's Office (ICO), the UK regulator for data protection:{' '}
            <ExternalLink href="https://ico.org.uk/make-a-complaint/">
              make a complaint to the ICO
            </ExternalLink>
            .
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="cookies" heading="9. Cookies and similar technologies">
        <Prose>
          <p>
            By default, Fixwell uses only cookies and browser storage that are strictly necessary
            for the service to work, so we do not ask for your consent to them. We do not use
            advertising cookies. If we ever want to use optional cookies, such as analytics, we will
            ask for your consent first and you will be able to change your mind at any time.
          </p>
          <h3>What we store in your browser</h3>
          <ul>
            <li>
              <strong>Sign-in:</strong> our sign-in provider, Firebase Authentication, stores a
              token so you stay signed in until you sign out.
            </li>
            <li>
              <strong>Form drafts:</strong> what you have typed into a form, such as a quote
              request, so a reload does not lose it.
            </li>
            <li>
              <strong>Reliability:</strong> a small record that stops a page that failed to load
              from reloading in a loop.
            </li>
            <li>
              <strong>Offline support:</strong> copies of Fixwell's own files, so pages load quickly
              and work on a poor connection.
            </li>
          </ul>
          <h3>Stripe</h3>
          <p>
            When you pay by card, you do so on pages run by Stripe, which sets cookies needed for
            payments and fraud prevention. These are covered by{' '}
            <ExternalLink href="https://stripe.com/legal/cookies-policy">
              Stripe's cookie policy
            </ExternalLink>
            .
          </p>
          <p>
            You can delete cookies and site data in your browser settings at any time, although you
            will then need to sign in again.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="security" heading="10. Security">
        <Prose>
          <p>
            Data travels to and from Fixwell encrypted. Access to data is controlled by security
            rules, so customers and companies can see only what relates to them, and our staff
            access personal data only when they need to, for example to check a company or answer a
            support request.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="children" heading="11. Children">
        <Prose>
          <p>
            Fixwell is for adults. You must be at least 18 to create an account or request quotes,
            and we do not knowingly collect data about children.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="changes" heading="12. Changes to this policy">
        <Prose>
          <p>
            We will update this policy when the way we use personal data changes, and change the
            date at the top. If a change significantly affects you, we will tell you by email or in
            your account. Our <Link to={paths.terms}>Terms of Service</Link> explain how Fixwell
            works.
          </p>
        </Prose>
      </ContentSection>
    </article>
  );
}
