import { AlternativePage, FIXWELL } from '@/app/routes/alternatives/alternative-page';
import { paths } from '@/config/paths';

export default function RatedPeoplePage() {
  return (
    <AlternativePage
      rival="Rated People"
      heading="A Rated People alternative"
      canonical={paths.alternativesRatedPeople}
      description="How Fixwell compares with Rated People for trades: membership and lead fees or one monthly plan, trades per job, reviews and job tools."
      lede="Rated People and Fixwell both send each homeowner's job to a small number of trades. Where they differ is in how you pay, and in what happens after the lead. Here is an honest comparison."
      rivalModel={
        <>
          <p>
            On Rated People, homeowners post a job and it is sent to tradespeople who match the
            trade and work area. Each lead shows the job description, the homeowner's estimated
            budget and the postcode, and the price to get the customer's details.
          </p>
          <p>
            According to its published payment terms, tradespeople pay a membership fee, monthly,
            quarterly or annually depending on the plan, and some plans have a minimum term.
            Depending on the plan, there may also be a fee for each job you want to quote for.
            Homeowners choose between a small number of interested tradespeople and rate them on
            quality, value and reliability.
          </p>
        </>
      }
      points={[
        {
          label: 'How you pay',
          fixwell: FIXWELL.payment,
          rival: 'A membership fee and, on some plans, a fee for each lead you take',
        },
        {
          label: 'Contract length',
          fixwell: FIXWELL.term,
          rival: 'Depends on the plan; some plans have a minimum term',
        },
        {
          label: 'What you see first',
          fixwell: FIXWELL.beforeCommitting,
          rival: 'The job description, estimated budget, postcode and lead price',
        },
        {
          label: 'Trades per job',
          fixwell: FIXWELL.companiesPerJob,
          rival: 'A small number of tradespeople',
        },
        {
          label: 'Unanswered leads',
          fixwell: FIXWELL.unreadLeads,
          rival: "See Rated People's payment terms",
        },
        { label: 'Commission on jobs', fixwell: FIXWELL.commission, rival: 'None' },
        {
          label: 'Reviews',
          fixwell: FIXWELL.reviews,
          rival: 'Ratings from homeowners for quality, value and reliability',
        },
        {
          label: 'Checks',
          fixwell: FIXWELL.checks,
          rival: 'See Rated People for its current checks',
        },
        {
          label: 'Quotes, invoices and payments',
          fixwell: FIXWELL.tools,
          rival: 'Check Rated People for its current tools',
        },
      ]}
      rivalStrengths={[
        'You choose lead by lead which jobs to pay for, which can suit a business with very uneven demand.',
        "Each lead shows the homeowner's estimated budget before you pay for it.",
        'Rated People has been running for many years and is familiar to many homeowners.',
      ]}
      differences={[
        {
          title: 'One price, one allowance',
          body: "Your plan's monthly price covers the leads you accept up to your allowance, so you know your costs in advance.",
        },
        {
          title: 'No minimum term',
          body: 'Every Fixwell plan rolls monthly, with no joining fee.',
        },
        {
          title: 'Credit back for silent customers',
          body: 'If the customer has not read your first message within 48 hours, the lead returns to your allowance automatically.',
        },
        {
          title: 'The work after the lead',
          body: 'Quotes, appointments, invoices with reminders and card payments, all linked to the job.',
        },
      ]}
      source={{
        href: 'https://www.ratedpeople.com/c/legal-2/payment-terms',
        label: "Rated People's payment terms",
      }}
    />
  );
}
