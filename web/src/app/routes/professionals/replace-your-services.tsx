import { Link } from 'react-router';

import { CardList } from '@/components/content/card-list';
import { ComparisonTable } from '@/components/content/comparison-table';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'How Fixwell can replace the separate lead, quoting, invoicing, payment and messaging tools a trade business often pays for, and what it does not replace.';

const REPLACEMENTS = [
  {
    label: 'Finding new customers',
    cells: [
      'Directory listings and lead platforms',
      'Leads from homeowners in the trades and areas you choose, within your monthly plan',
    ],
  },
  {
    label: 'Enquiries from your website',
    cells: [
      'A contact form that sends an email',
      'An embeddable quote form in your colours, with enquiries arriving in your workspace',
    ],
  },
  {
    label: 'Talking to customers',
    cells: [
      'Texts, WhatsApp, email and voicemail',
      'One conversation per job, with photos, attachments and read receipts',
    ],
  },
  {
    label: 'Quotes',
    cells: [
      'Word processor, spreadsheet or a quoting app',
      'Branded templates with line items, VAT, deposits and validity dates, accepted online',
    ],
  },
  {
    label: 'Appointments',
    cells: [
      'Paper diary or a calendar app',
      'Visits and jobs with arrival windows, confirmed by the customer, with reminders',
    ],
  },
  {
    label: 'Invoices and chasing',
    cells: [
      'Invoicing app and reminder phone calls',
      'Invoices from templates with up to two automatic reminders',
    ],
  },
  {
    label: 'Taking payment',
    cells: [
      'Card reader, payment links or waiting for bank transfers',
      'Card payments through Stripe, paid out to your bank, with every payment listed',
    ],
  },
  {
    label: 'Reviews and reputation',
    cells: [
      'Asking customers to review you on several sites',
      'Reviews from verified customers on your profile, with your replies and dated check badges',
    ],
  },
];

const MOVING_STEPS = [
  {
    title: 'Set up your templates',
    body: 'Recreate your usual quote and invoice items once, with your logo and colours, and every document after that takes minutes.',
  },
  {
    title: 'Connect card payments',
    body: 'Connect a Stripe account so customers can pay invoices and deposits by card from the link you send.',
  },
  {
    title: 'Swap your website form',
    body: 'Replace your contact form with the Fixwell quote form, so website enquiries and Fixwell leads sit in one list.',
  },
  {
    title: 'Run old and new side by side',
    body: 'Finish jobs already in progress in your old tools, start new ones in Fixwell, and cancel the old subscriptions once you are happy.',
  },
];

export default function ReplaceYourServicesPage() {
  return (
    <article className="page content-page">
      <Seo
        title="Replace your current tools"
        description={DESCRIPTION}
        canonical={paths.professionalsReplaceYourServices}
      />
      <PageHero
        eyebrow="For trade professionals"
        heading="Replace your current tools"
        lede="Many trade businesses pay for a lead platform, a quoting and invoicing app and a way to take card payments, and still run customer conversations through their phone. Fixwell puts all of that in one workspace, for one monthly plan."
      />

      <ContentSection id="what-it-replaces" heading="What Fixwell can replace">
        <ComparisonTable
          caption="Common separate tools, and what Fixwell offers instead"
          rowHeaderLabel="Job to be done"
          columns={['What many trades use today', 'In Fixwell']}
          rows={REPLACEMENTS}
          highlightColumn={1}
        />
      </ContentSection>

      <ContentSection id="why-one-place" heading="Why one place helps">
        <Prose>
          <ul>
            <li>
              <strong>Less copying and pasting.</strong> The customer's details, the job and the
              photos from the lead carry through to the quote, the appointment and the invoice.
            </li>
            <li>
              <strong>A clear record.</strong> What was said, quoted, accepted and paid is all in
              the job's history if there is ever a question.
            </li>
            <li>
              <strong>Fewer subscriptions to manage.</strong> One plan, one login, one place to
              check in the morning.
            </li>
            <li>
              <strong>Better numbers.</strong> Because leads, quotes and payments are linked, your
              analytics can show your win rate and revenue, not just your lead count.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="what-it-does-not-replace" heading="What Fixwell does not replace">
        <Prose>
          <p>
            Fixwell is not accounting software. Keep using your bookkeeping tool or accountant for
            VAT returns, Making Tax Digital, payroll and your year-end accounts. Fixwell also does
            not manage stock, suppliers or staff timesheets.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="moving-over" heading="Moving over without disruption">
        <CardList items={MOVING_STEPS} ordered />
        <p>
          Step-by-step setup is covered in{' '}
          <Link to={paths.professionalsHowToGetStarted}>how to get started</Link>.
        </p>
      </ContentSection>

      <CtaBanner
        audience="professional"
        secondary={{ to: paths.professionalsPricing, label: 'See plans and prices' }}
      />
    </article>
  );
}
