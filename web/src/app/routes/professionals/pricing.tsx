import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { CardList } from '@/components/content/card-list';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { FaqList } from '@/components/content/faq-list';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { plansQuery } from '@/features/catalogue/api/catalogue-queries';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { PlanCards } from '@/features/local-search/components/plan-cards';
import { faqPageJsonLd } from '@/lib/seo/structured-data';

import '@/features/local-search/components/local-search.css';

const DESCRIPTION =
  'Fixwell plans for trade professionals: a monthly price with leads included, a fixed price for extra leads, no joining fee, no contract and no commission on the work you win.';

const AFTER_SIGN_UP = [
  {
    title: 'Create your company account',
    body: 'Sign up with your business name, main trade and base postcode, then confirm your email address.',
  },
  {
    title: 'Set up your profile and checks',
    body: 'Add your trades, the areas you cover, a description and your logo. Upload your insurance and trade registrations; our team checks them and shows each check on your profile with the date.',
  },
  {
    title: 'Choose a plan and pay by card',
    body: 'Pick a plan and pay securely through Stripe. Your first month starts straight away, and your plan renews monthly until you cancel.',
  },
  {
    title: 'Start receiving leads',
    body: 'We send you requests from homeowners in your trades and areas. You see the job, its area and timing before you accept, and the customer’s contact details once you do.',
  },
];

const BILLING_FAQS = [
  {
    question: 'How does billing work?',
    answer:
      'You pay the plan’s price plus VAT each month, by card, through Stripe, and your invoices are in your billing page. Leads beyond your monthly allowance cost the price shown for your plan, and you confirm each one before you accept it.',
  },
  {
    question: 'Is there a contract or a joining fee?',
    answer:
      'No. Plans roll monthly with no minimum term and no joining fee. You can cancel any time from your billing page and keep your plan until the end of the month you have paid for.',
  },
  {
    question: 'Do you take commission on the jobs I win?',
    answer:
      'No. The work you win and the price you agree with the customer are yours. If a customer pays your invoice by card through Fixwell, a card payment fee is deducted before the money reaches your bank, and you can see it before you send the invoice. Payments customers make to you directly cost you nothing extra.',
  },
  {
    question: 'What happens to unused leads?',
    answer:
      'Your allowance resets at the start of each billing month and unused leads do not carry over, so choose the plan that matches the work you can take on. You can move up or down a plan at any time.',
  },
  {
    question: 'What if a lead is no good?',
    answer:
      'If a customer never reads your first message within 48 hours, the lead is credited back to you automatically. You can also report a lead with wrong contact details or a job that is not what was described, and we credit it back when we confirm it.',
  },
  {
    question: 'Can I change plan later?',
    answer:
      'Yes. Upgrade or downgrade from your billing page whenever you like; you see what you will pay before you confirm the change.',
  },
];

function Plans() {
  const plans = useQuery(plansQuery());

  if (plans.isPending) {
    return (
      <div className="plan-placeholder">
        <LoadingBlock label="Loading plans…" lines={10} minHeight="26rem" />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <LoadError
        message="We could not load our plans just now."
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  }
  if (plans.data.length === 0) {
    return (
      <p>
        Our plans are being updated. <Link to={paths.contact}>Contact us</Link> and we will tell you
        the current prices.
      </p>
    );
  }
  return (
    <>
      <PlanCards plans={plans.data} />
      <p className="plan-card__vat">
        Prices exclude VAT at 20%. Plans renew monthly until you cancel. No joining fee.
      </p>
    </>
  );
}

export default function PricingPage() {
  return (
    <article className="page content-page">
      <Seo
        title="Pricing for trade professionals"
        description={DESCRIPTION}
        canonical={paths.professionalsPricing}
        jsonLd={[faqPageJsonLd(BILLING_FAQS)]}
      />
      <PageHero
        eyebrow="For trade professionals"
        heading="Simple monthly plans"
        lede="One monthly price with leads included, and a fixed price for each extra lead. No joining fee, no contract and no commission on the work you win."
      />

      <ContentSection id="plans" heading="Compare plans">
        <Plans />
      </ContentSection>

      <ContentSection id="after-sign-up" heading="What happens after you sign up">
        <CardList items={AFTER_SIGN_UP} ordered />
      </ContentSection>

      <ContentSection id="billing-faq" heading="Billing questions">
        <FaqList items={BILLING_FAQS} />
      </ContentSection>

      <CtaBanner
        audience="professional"
        secondary={{ to: paths.professionalsHowToGetStarted, label: 'How to get started' }}
      />
    </article>
  );
}
