import { AlternativePage, FIXWELL } from '@/app/routes/alternatives/alternative-page';
import { paths } from '@/config/paths';

export default function CheckatradePage() {
  return (
    <AlternativePage
      rival="Checkatrade"
      heading="A Checkatrade alternative"
      canonical={paths.alternativesCheckatrade}
      description="How Fixwell compares with Checkatrade for trades: contract length, joining fees, how leads work, reviews, checks and tools to quote and get paid."
      lede="Checkatrade is one of the best-known names in UK home services. If you are weighing up a membership, or reviewing the one you have, here is an honest comparison with Fixwell."
      rivalModel={
        <>
          <p>
            Checkatrade is a directory of vetted trade businesses. Homeowners search it by trade and
            area, read reviews and contact members, and members receive enquiries and job requests
            through Checkatrade.
          </p>
          <p>
            Trades pay a membership fee, and Checkatrade also offers a pay-per-lead membership. Its
            published membership terms describe a contract term of 12 months unless the confirmation
            email says otherwise, and allow for an application fee. Members are vetted before they
            appear, and each member's profile shows which checks were carried out. Checkatrade also
            offers homeowners a guarantee on eligible work, with a limit and conditions, and has its
            own ways for customers to pay.
          </p>
        </>
      }
      points={[
        {
          label: 'How you pay',
          fixwell: FIXWELL.payment,
          rival: 'A membership fee; a pay-per-lead membership is also offered',
        },
        {
          label: 'Contract length',
          fixwell: FIXWELL.term,
          rival: '12 months unless the confirmation email says otherwise, per its published terms',
        },
        {
          label: 'Joining fee',
          fixwell: FIXWELL.joiningFee,
          rival: 'Its terms allow an application fee to be charged',
        },
        {
          label: 'How homeowners find you',
          fixwell:
            "A homeowner's request is sent to up to three companies that cover the work and the area",
          rival: 'Homeowners search the directory and contact members, or post a job request',
        },
        {
          label: 'Reviews',
          fixwell: FIXWELL.reviews,
          rival: 'Customer reviews, moderated by Checkatrade',
        },
        {
          label: 'Checks',
          fixwell: FIXWELL.checks,
          rival: 'Vetting before membership; profiles show the checks carried out',
        },
        {
          label: 'Guarantee for homeowners',
          fixwell: FIXWELL.guarantee,
          rival: 'A guarantee on eligible work, up to a limit (terms apply)',
        },
        {
          label: 'Quotes, invoices and payments',
          fixwell: FIXWELL.tools,
          rival: 'Payment options for customers; check Checkatrade for its current business tools',
        },
      ]}
      rivalStrengths={[
        "Checkatrade's brand is widely recognised by homeowners, and many search it directly.",
        'Its guarantee on eligible work reassures some customers; Fixwell does not offer one.',
        'Its directory means homeowners can find and contact you without a matching step.',
      ]}
      differences={[
        {
          title: 'No long contract',
          body: 'Plans roll monthly with no joining fee, so you can stop whenever Fixwell is not paying its way.',
        },
        {
          title: 'Reviews that stay honest',
          body: 'Only customers with a real job can review you, and we never remove a review for being negative, so your good reviews carry weight.',
        },
        {
          title: 'Checks with dates',
          body: 'Each check on your profile shows when we made it, so customers can see it is current.',
        },
        {
          title: 'The job tools built in',
          body: 'Chat, quotes, appointments, invoices and card payments in the same place as your leads.',
        },
      ]}
      source={{
        href: 'https://www.checkatrade.com/membership-terms-and-conditions',
        label: "Checkatrade's membership terms",
      }}
    />
  );
}
