import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'Why trades choose Fixwell: monthly plans with no joining fee, a fair lead allowance, no commission, verified reviews and job tools built in.';

export default function WhyChooseUsPage() {
  return (
    <article className="page content-page">
      <Seo
        title="Why choose Fixwell"
        description={DESCRIPTION}
        canonical={paths.professionalsWhyChooseUs}
      />
      <PageHero
        eyebrow="For trade professionals"
        heading="Why choose Fixwell"
        lede="We built Fixwell around the things trades tell us they dislike about lead platforms: long contracts, paying for leads that go nowhere, reviews they cannot trust, and juggling separate apps to quote, invoice and get paid."
      />

      <ContentSection id="plans" heading="A plan you can leave">
        <Prose>
          <p>
            Fixwell plans are monthly and rolling. There is no joining fee and no minimum term, so
            you can cancel from your billing page at any time and your plan simply ends at the end
            of the month you have paid for. If Fixwell is not earning its place, you should not be
            stuck with it.
          </p>
          <p>
            <Link to={paths.professionalsPricing}>See the plans and what each includes</Link>.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="leads" heading="A fair lead allowance">
        <Prose>
          <ul>
            <li>
              <strong>Look before you commit.</strong> You see the job, the area and the timing
              before you accept. Only accepted leads come out of your allowance, and declining costs
              nothing.
            </li>
            <li>
              <strong>No more than three companies per job.</strong> You compete with at most two
              others, not a crowd.
            </li>
            <li>
              <strong>Silent leads come back.</strong> If the customer has not read your first
              message within 48 hours, the lead is credited back to your allowance automatically.
            </li>
            <li>
              <strong>No surprise spending.</strong> Your plan costs the same each month, and you
              always see what accepting a lead will use before you accept it.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="commission" heading="No commission on your work">
        <Prose>
          <p>
            We do not take a percentage of the jobs you win. What you quote is what you earn. If you
            choose to take card payments through Fixwell, a fee on each card payment is deducted
            before payout, and your account shows it before you switch card payments on. Customers
            can always pay you another way if you prefer.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="tools" heading="From first message to payment">
        <Prose>
          <ul>
            <li>
              <strong>Chat</strong> for every job, with photos, attachments and read receipts, and
              notifications on both sides.
            </li>
            <li>
              <strong>Quotes</strong> from your own templates: line items, VAT at 20% if you are
              VAT-registered, deposits, validity dates, notes and your logo. Customers accept by
              typing their name, and you see when.
            </li>
            <li>
              <strong>Appointments</strong> for site visits and jobs, with arrival windows that the
              customer confirms, and reminders.
            </li>
            <li>
              <strong>Invoices</strong> with up to two automatic reminders when they are unpaid.
            </li>
            <li>
              <strong>Card payments</strong> through Stripe, with payouts to your bank account via
              Stripe Connect and every payment listed in your workspace.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="reputation" heading="A reputation you can trust">
        <Prose>
          <ul>
            <li>
              Only customers who had a real job with you through Fixwell can review you, so
              competitors and strangers cannot.
            </li>
            <li>
              We never remove a review for being negative, which is exactly what makes your good
              reviews believable. You can reply once, publicly, to every review.
            </li>
            <li>
              The checks we make on your insurance, Companies House record and trade registrations
              appear as badges with the date we checked, so customers can see they are current.
            </li>
            <li>
              Your public profile shows your trades, areas, photos of your work, your rating and how
              quickly you usually reply.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="own-website" heading="Win work from your own website too">
        <Prose>
          <p>
            Fixwell gives you a quote form to embed on your own website, styled with your colours
            and logo. Enquiries from it arrive in the same workspace as your Fixwell leads, so you
            can quote, book and invoice them the same way. You can also order van and window
            stickers with a QR code that opens your Fixwell profile.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="insight" heading="Know what is working">
        <Prose>
          <p>
            Your analytics show the leads you received, how quickly you replied, the quotes you
            sent, your win rate and your revenue, so you can see whether your plan is paying for
            itself.
          </p>
        </Prose>
      </ContentSection>

      <CtaBanner
        audience="professional"
        secondary={{ to: paths.professionalsHowToGetStarted, label: 'How to get started' }}
      />
    </article>
  );
}
