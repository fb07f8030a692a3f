import { AlternativePage, FIXWELL } from '@/app/routes/alternatives/alternative-page';
import { paths } from '@/config/paths';

export default function MyBuilderPage() {
  return (
    <AlternativePage
      rival="MyBuilder"
      heading="A MyBuilder alternative"
      canonical={paths.alternativesMybuilder}
      description="How Fixwell compares with MyBuilder for trades: shortlist fees or a monthly plan, trades per job, refunds, reviews and tools to quote and get paid."
      lede="MyBuilder charges trades when a homeowner shortlists them. Fixwell uses a monthly plan with a lead allowance. Here is how the two approaches compare, honestly."
      rivalModel={
        <>
          <p>
            On MyBuilder, homeowners post a job and tradespeople who cover the area express
            interest, which is free. If the homeowner shortlists you, MyBuilder shares their contact
            details with you and charges a shortlist fee.
          </p>
          <p>
            According to MyBuilder's published information, each fee is set job by job according to
            the expected value of the work and is shown on the lead before you express interest.
            There is no membership or joining fee. Several tradespeople can be shortlisted for the
            same job, and shortlist fees are generally not refunded, apart from a few situations
            such as a faulty phone number or a job in the wrong location.
          </p>
        </>
      }
      points={[
        {
          label: 'How you pay',
          fixwell: FIXWELL.payment,
          rival: 'A fee each time a homeowner shortlists you; expressing interest is free',
        },
        {
          label: 'Contract and joining fee',
          fixwell: `${FIXWELL.term}; no joining fee`,
          rival: 'No membership or joining fee',
        },
        {
          label: 'What you see first',
          fixwell: FIXWELL.beforeCommitting,
          rival: 'The job and its shortlist fee, before you express interest',
        },
        {
          label: 'When you get contact details',
          fixwell: FIXWELL.contactDetails,
          rival: 'When the homeowner shortlists you',
        },
        {
          label: 'Trades per job',
          fixwell: FIXWELL.companiesPerJob,
          rival: 'Several can be shortlisted for the same job',
        },
        {
          label: 'Leads that go nowhere',
          fixwell: FIXWELL.unreadLeads,
          rival: 'Fees generally not refunded, except in a few listed situations',
        },
        { label: 'Commission on jobs', fixwell: FIXWELL.commission, rival: 'None' },
        {
          label: 'Reviews',
          fixwell: FIXWELL.reviews,
          rival: 'Feedback from homeowners after a job',
        },
        {
          label: 'Quotes, invoices and payments',
          fixwell: FIXWELL.tools,
          rival: 'Check MyBuilder for its current tools',
        },
      ]}
      rivalStrengths={[
        'You pay nothing in a month when you are not shortlisted, which can suit a business that only wants occasional work.',
        'Expressing interest is free, and you see each fee before you do.',
        'MyBuilder has been running for many years and is well known for building work.',
      ]}
      differences={[
        {
          title: 'A predictable monthly cost',
          body: 'One plan price a month instead of a fee that varies with every job, which makes budgeting simpler.',
        },
        {
          title: 'Credit back for silent customers',
          body: 'If a customer has not read your first message within 48 hours, the lead is credited back automatically. No dispute form needed.',
        },
        {
          title: 'Fewer companies per job',
          body: 'Each job goes to no more than three companies, so your chance of winning it is better.',
        },
        {
          title: 'From lead to payment',
          body: 'Quote, book, invoice and take card payment in the same place you received the lead.',
        },
      ]}
      source={{
        href: 'https://www.mybuilder.com/help/faq-finding-work',
        label: "MyBuilder's help pages for tradespeople",
      }}
    />
  );
}
