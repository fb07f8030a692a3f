import { AlternativePage, FIXWELL } from '@/app/routes/alternatives/alternative-page';
import { paths } from '@/config/paths';

export default function BarkPage() {
  return (
    <AlternativePage
      rival="Bark"
      heading="A Bark alternative"
      canonical={paths.alternativesBark}
      description="How Fixwell compares with Bark for trades: credits per lead or a monthly plan, credit returns, checks, reviews and tools to quote and get paid."
      lede="Bark covers a very wide range of services and charges professionals in credits for each lead they respond to. Fixwell focuses on home services and uses a monthly plan. Here is an honest comparison."
      rivalModel={
        <>
          <p>
            On Bark, customers answer a short set of questions about what they need, and matching
            professionals receive the request as a lead. To respond, you spend credits, which you
            buy in packs. The number of credits a lead costs depends on the service and the size of
            the job, and is shown before you respond.
          </p>
          <p>
            According to Bark's help centre, larger packs and credit subscriptions lower the price
            of each credit, and credit subscriptions run for a fixed term. Credits are returned in
            specific cases, such as invalid contact details, but not when a customer simply does not
            reply. Bark also offers a guarantee on a first pack of credits, with conditions.
          </p>
        </>
      }
      points={[
        {
          label: 'How you pay',
          fixwell: FIXWELL.payment,
          rival: 'Credits bought in packs; each lead costs a number of credits',
        },
        {
          label: 'Contract length',
          fixwell: FIXWELL.term,
          rival: 'Pay as you go, or a fixed-term credit subscription for a lower credit price',
        },
        {
          label: 'What you see first',
          fixwell: FIXWELL.beforeCommitting,
          rival: 'The request details and its credit cost, before you respond',
        },
        {
          label: 'Customers who do not reply',
          fixwell: FIXWELL.unreadLeads,
          rival:
            'Credits not returned for non-response; returned for issues such as invalid details',
        },
        { label: 'Commission on jobs', fixwell: FIXWELL.commission, rival: 'None' },
        { label: 'Checks', fixwell: FIXWELL.checks, rival: 'See Bark for what it verifies' },
        { label: 'Reviews', fixwell: FIXWELL.reviews, rival: 'Reviews on your Bark profile' },
        {
          label: 'Services covered',
          fixwell: 'Home services and trades',
          rival: 'A very wide range, well beyond home services',
        },
        {
          label: 'Quotes, invoices and payments',
          fixwell: FIXWELL.tools,
          rival: 'Check Bark for its current tools',
        },
      ]}
      rivalStrengths={[
        'There is no monthly commitment on pay as you go: you buy credits when you want leads.',
        'Bark covers many kinds of service, which suits businesses that offer more than home trades.',
        'Its guarantee on a first credit pack lowers the risk of trying it.',
      ]}
      differences={[
        {
          title: 'A fixed monthly price',
          body: 'No credits to top up and no per-lead arithmetic: one plan, one allowance.',
        },
        {
          title: 'Credit back for silent customers',
          body: 'If a customer has not read your first message within 48 hours, the lead is credited back automatically.',
        },
        {
          title: 'Checks customers can see',
          body: 'Our team checks the details each company gives us, and each check appears on its profile with the date it was made.',
        },
        {
          title: 'Built for home services',
          body: 'Service questions, VAT-ready quotes and invoices, appointments and card payments designed around trade work.',
        },
      ]}
      source={{ href: 'https://help.bark.com/', label: "Bark's help centre" }}
    />
  );
}
