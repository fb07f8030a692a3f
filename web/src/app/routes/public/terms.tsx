import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { ExternalLink } from '@/components/content/external-link';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { TableOfContents } from '@/components/content/table-of-contents';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'The terms for using Fixwell as a homeowner requesting quotes, or as a trade company receiving leads, sending quotes and invoices and taking payments.';

const SECTIONS = [
  { id: 'about', label: 'About these terms' },
  { id: 'our-role', label: 'What Fixwell does, and does not do' },
  { id: 'accounts', label: 'Your account' },
  { id: 'quote-requests', label: 'Quote requests' },
  { id: 'contracts', label: 'Quotes and contracts for work' },
  { id: 'payments', label: 'Card payments' },
  { id: 'subscriptions', label: 'Subscriptions for companies' },
  { id: 'leads', label: 'Leads' },
  { id: 'company-obligations', label: 'What we expect of companies' },
  { id: 'acceptable-use', label: 'Using Fixwell responsibly' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'content', label: 'Your content' },
  { id: 'liability', label: 'Our responsibility to you' },
  { id: 'suspension', label: 'Suspending or closing accounts' },
  { id: 'changes', label: 'Changes to Fixwell and these terms' },
  { id: 'complaints', label: 'Complaints' },
  { id: 'law', label: 'Law and courts' },
  { id: 'general', label: 'General' },
];

export default function TermsPage() {
  return (
    <article className="page">
      <Seo title="Terms of Service" description={DESCRIPTION} canonical={paths.terms} />
      <PageHero
        heading="Terms of Service"
        lede="The terms that apply when you use Fixwell, whether you are a homeowner requesting quotes or a trade company receiving leads and taking payments."
        meta={
          <>
            Last updated: <time dateTime="2026-11-22">22 November 2026</time>
          </>
        }
      />
      <TableOfContents title="Contents" items={SECTIONS} />

      <ContentSection id="about" heading="1. About these terms">
        <Prose>
          <p>
            Fixwell is run by Fixwell Ltd, a company registered in England and Wales (“Fixwell”,
            “we”, “us”). These terms apply to everyone who uses the Fixwell website, apps and quote
            forms, including forms that companies place on their own websites (together, “Fixwell”).
          </p>
          <p>In these terms:</p>
          <ul>
            <li>
              a <strong>customer</strong> is someone who requests quotes or has work done through
              Fixwell, usually a homeowner or tenant acting for their own household;
            </li>
            <li>
              a <strong>company</strong> is a trade business, whether a sole trader, partnership or
              limited company, with a company account on Fixwell;
            </li>
            <li>
              a <strong>lead</strong> is a customer's quote request sent to a company.
            </li>
          </ul>
          <p>
            By using Fixwell you agree to these terms. Sections 7 to 9 apply only to companies. Our{' '}
            <Link to={paths.privacy}>Privacy Policy</Link> explains how we use personal data. You
            can contact us through our <Link to={paths.contact}>contact page</Link>.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="our-role" heading="2. What Fixwell does, and does not do">
        <Prose>
          <p>
            Fixwell is an introduction service. We pass customers' quote requests to companies that
            say they do that kind of work in that area, and we provide tools for the two to talk,
            agree the work, arrange appointments and handle payments.
          </p>
          <ul>
            <li>
              We do not carry out any work ourselves. Companies are independent businesses: they are
              not our employees or agents, and we do not supervise their work.
            </li>
            <li>
              We are not a party to any contract between a customer and a company. Each company is
              responsible for its quotes, its work, its prices and its compliance with the law,
              including building regulations, safety rules and consumer law.
            </li>
            <li>
              Where we check a company's details, such as its Companies House record, insurance or
              trade registrations, its profile shows what we checked and when. A check confirms what
              we saw on that date; it is not a guarantee of the company's work or a recommendation.
            </li>
            <li>We do not offer a guarantee or insurance for work arranged through Fixwell.</li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="accounts" heading="3. Your account">
        <Prose>
          <ul>
            <li>You must be at least 18 to create an account or request quotes.</li>
            <li>
              The information you give us must be accurate and kept up to date. A company account
              must be opened by someone with authority to act for the business.
            </li>
            <li>
              Keep your password secure and do not share your account. Tell us straight away if you
              think someone else has used it.
            </li>
            <li>
              You can close your account at any time. Companies can do this from their profile
              settings; customers can ask us by emailing{' '}
              <a href="mailto:privacy@fixwell.co.uk">privacy@fixwell.co.uk</a>. Closing an account
              does not end any contract you have already made for work.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="quote-requests" heading="4. Quote requests">
        <Prose>
          <ul>
            <li>Requesting quotes is free, and you are under no obligation to accept any quote.</li>
            <li>
              When you send a request, you ask us to share it with up to three companies that match
              the work and your area. Before accepting, a company sees the job details and the first
              half of your postcode. Your name, contact details and full address are shared only
              with companies that accept the request.
            </li>
            <li>
              Describe the job honestly and accurately, and only request quotes for work you are
              genuinely considering. We may remove requests that look like spam, duplicates or
              tests.
            </li>
            <li>
              We cannot promise that any company will be available or will reply within a particular
              time.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="contracts" heading="5. Quotes and contracts for work">
        <Prose>
          <ul>
            <li>
              A quote sent through Fixwell is the company's offer to you. When you accept it, for
              example by typing your name, you make a contract with the company, not with Fixwell.
              Read the quote carefully first, including the price, deposit, timing and what is not
              included.
            </li>
            <li>
              Your rights under the contract, including those under the Consumer Rights Act 2015 and
              the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations
              2013, are rights against the company. The company must give you the information those
              laws require, including any right to cancel.
            </li>
            <li>
              If you have a problem with the work, raise it with the company first. You can also
              tell us: we will look into reports about how a company uses Fixwell and may act on its
              account, but we cannot decide disputes between you and a company or order either side
              to pay.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="payments" heading="6. Card payments">
        <Prose>
          <ul>
            <li>
              Card payments on Fixwell are processed by Stripe, a regulated payment provider. You
              enter your card details on a page run by Stripe; we never see or store your full card
              number.
            </li>
            <li>
              When you pay an invoice or deposit, the payment goes to the company's Stripe account.
              You pay the amount shown on the document; Fixwell does not add a charge.
            </li>
            <li>A document is marked as paid only once Stripe confirms the payment to us.</li>
            <li>
              Refunds are a matter between you and the company. This does not affect any rights you
              have with your card provider.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="subscriptions" heading="7. Subscriptions for companies">
        <Prose>
          <ul>
            <li>
              Companies receive leads through a paid subscription. The plans, their monthly prices,
              lead allowances and features are shown on our{' '}
              <Link to={paths.professionalsPricing}>pricing page for professionals</Link> and again
              before you subscribe.
            </li>
            <li>
              Subscriptions are billed monthly in advance through Stripe, starting on the day you
              subscribe. There is no joining fee and no minimum term.
            </li>
            <li>
              You can change plan or cancel at any time from the billing page in your account.
              Cancellation takes effect at the end of the month you have paid for, and we do not
              refund part months unless the law requires it.
            </li>
            <li>
              If a payment fails, Stripe will retry it. If it still cannot be collected, your
              subscription will lapse and you will stop receiving new leads until you pay.
            </li>
            <li>
              We may change plan prices or allowances. We will give you at least 30 days' notice by
              email before a change affects your subscription, so you can change plan or cancel
              before it takes effect.
            </li>
            <li>
              Companies use Fixwell for business purposes, so the consumer protections that apply to
              customers do not apply to a company's subscription in the same way.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="leads" heading="8. Leads">
        <Prose>
          <ul>
            <li>
              A company sees a lead's job details, area and timing before deciding whether to accept
              it. Only accepted leads count against the plan's allowance. If you decline, we ask for
              a reason.
            </li>
            <li>
              If the customer has not read your first message within 48 hours of it being sent, the
              lead is credited back to your allowance automatically.
            </li>
            <li>
              We cannot guarantee the number of leads you will receive, or that any lead will turn
              into work. Lead volumes depend on the trades and areas you choose, and on demand.
            </li>
            <li>
              Use a customer's details only to deal with their request and the work that follows,
              and in line with data protection law. You must not sell or pass them on, or use them
              for marketing the customer has not agreed to.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="company-obligations" heading="9. What we expect of companies">
        <Prose>
          <ul>
            <li>
              Keep your profile accurate, including your trades, areas, insurance and registrations,
              and tell us promptly if anything we have checked changes or lapses.
            </li>
            <li>
              Hold the insurance, registrations and qualifications the work requires, and carry out
              work in line with the law, including building regulations and gas and electrical
              safety rules.
            </li>
            <li>
              Give customers the information consumer law requires, including clear prices, VAT
              where you are registered for it, and cancellation rights.
            </li>
            <li>
              If you take card payments through Fixwell, you must also accept Stripe's terms for
              connected accounts. Stripe pays payouts to your bank account on its schedule. A fee on
              each card payment, shown in your account before you switch card payments on, is
              deducted before payout. You are responsible for refunds and for any disputes or
              chargebacks raised by your customers.
            </li>
            <li>You are responsible for your own tax, including VAT on the documents you issue.</li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="acceptable-use" heading="10. Using Fixwell responsibly">
        <Prose>
          <p>You must not use Fixwell to:</p>
          <ul>
            <li>break the law, or mislead, harass or threaten anyone;</li>
            <li>
              post false, offensive or discriminatory content, or anything you do not have the right
              to share;
            </li>
            <li>send spam or contact people for purposes unrelated to a job;</li>
            <li>
              pretend to be someone else, or misrepresent your qualifications, registrations or
              reviews;
            </li>
            <li>
              interfere with Fixwell's security or operation, or copy data from it by automated
              means.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="reviews" heading="11. Reviews">
        <Prose>
          <ul>
            <li>
              Only customers who had a job done through Fixwell can review the company, after the
              job is completed or the invoice is paid. Reviews must be honest and based on your own
              experience.
            </li>
            <li>
              Companies must not write or commission reviews of themselves or competitors, offer
              anything in return for a review, or pressure a customer to change or remove one. Fake
              and undisclosed incentivised reviews are banned under the Digital Markets, Competition
              and Consumers Act 2024.
            </li>
            <li>A company may reply once, publicly, to each review it receives.</li>
            <li>
              We moderate reviews and record the reason for every decision. We never remove a review
              because it is negative. We may remove or edit a review that is unlawful, abusive,
              includes personal information, is not about the job, or breaks these terms.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="content" heading="12. Your content">
        <Prose>
          <p>
            You keep ownership of what you upload, such as photos, descriptions, messages and
            reviews. You allow us to store, display and process it as needed to run Fixwell. For
            company profile content and reviews, that includes showing it publicly on Fixwell for as
            long as the profile is live. You must have the right to share anything you upload.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="liability" heading="13. Our responsibility to you">
        <Prose>
          <h3>If you are a customer</h3>
          <ul>
            <li>
              We provide our service with reasonable care and skill, as the Consumer Rights Act 2015
              requires. If we do not, we are responsible for loss you suffer that was a foreseeable
              result of our failure.
            </li>
            <li>
              We are not responsible for the work a company does or fails to do, for its quotes or
              for its conduct, because the contract for the work is between you and the company.
            </li>
            <li>
              As a customer you use Fixwell for domestic and private purposes, so we are not liable
              to you for any business losses.
            </li>
          </ul>
          <h3>If you are a company</h3>
          <ul>
            <li>
              We are not liable for loss of profit, revenue, business, goodwill or data, or for any
              indirect or consequential loss.
            </li>
            <li>
              Our total liability to a company in any 12-month period is limited to the subscription
              fees it paid us in the 12 months before the event giving rise to the claim.
            </li>
          </ul>
          <h3>For everyone</h3>
          <ul>
            <li>
              Nothing in these terms limits or excludes our liability for death or personal injury
              caused by our negligence, for fraud or fraudulent misrepresentation, or for anything
              else that cannot be limited or excluded by law. Nothing in these terms affects your
              statutory rights as a consumer.
            </li>
            <li>
              We work to keep Fixwell available and secure, but we cannot promise it will always be
              available or free of errors. We may need to pause it for maintenance.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="suspension" heading="14. Suspending or closing accounts">
        <Prose>
          <p>
            We may suspend or close an account, or remove content, if we reasonably believe it
            breaks these terms or the law, puts other users at risk, or if we are required to. We
            will tell you why unless the law or a safety concern prevents us. If we close a company
            account for a reason other than a breach of these terms, we will refund any subscription
            fees paid for the period after closure.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="changes" heading="15. Changes to Fixwell and these terms">
        <Prose>
          <p>
            We may update Fixwell and these terms, for example to reflect new features or changes in
            the law. The date at the top of this page shows when they last changed. If a change
            significantly affects you, we will tell you by email or in your account before it takes
            effect. If you do not agree, you can stop using Fixwell and close your account.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="complaints" heading="16. Complaints">
        <Prose>
          <p>
            If you are unhappy with Fixwell itself, please tell us through our{' '}
            <Link to={paths.contact}>contact page</Link> and we will try to put things right. For a
            complaint about the work a company has done, contact the company first. Independent
            consumer advice is available from{' '}
            <ExternalLink href="https://www.citizensadvice.org.uk/consumer/">
              Citizens Advice
            </ExternalLink>
            .
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="law" heading="17. Law and courts">
        <Prose>
          <p>
            These terms are governed by the law of England and Wales, and the courts of England and
            Wales may hear any dispute about them. If you are a consumer living in Scotland or
            Northern Ireland, you keep the protection of the mandatory rules of the law where you
            live, and you can bring proceedings in your local courts. Companies agree that the
            courts of England and Wales have exclusive jurisdiction.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="general" heading="18. General">
        <Prose>
          <ul>
            <li>
              These terms, with the Privacy Policy and anything we show you when you subscribe, are
              the whole agreement between you and us about using Fixwell.
            </li>
            <li>
              If a court decides that part of these terms cannot be enforced, the rest still
              applies.
            </li>
            <li>If we do not enforce a right straight away, we can still enforce it later.</li>
            <li>
              We may transfer our rights and obligations under these terms to another organisation;
              we will tell you, and it will not reduce your rights. You may not transfer yours
              without our agreement.
            </li>
            <li>Only you and we have rights under these terms; no one else can enforce them.</li>
          </ul>
        </Prose>
      </ContentSection>
    </article>
  );
}
