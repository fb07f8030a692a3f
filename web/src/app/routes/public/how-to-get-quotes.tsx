import { Link } from 'react-router';

import { ComparisonTable } from '@/components/content/comparison-table';
import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { ExternalLink } from '@/components/content/external-link';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { TableOfContents } from '@/components/content/table-of-contents';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'How to get and compare three quotes for work on your home: what to tell trades, what a good quote contains, deposits, contracts and your rights.';

const SECTIONS = [
  { id: 'prepare', label: 'Before you ask' },
  { id: 'describe', label: 'Describe the job well' },
  { id: 'three-quotes', label: 'Why get three quotes' },
  { id: 'good-quote', label: 'What a good quote contains' },
  { id: 'compare', label: 'Comparing quotes side by side' },
  { id: 'checks', label: 'Checking the company' },
  { id: 'deposits', label: 'Deposits and paying for the work' },
  { id: 'contract', label: 'Getting it in writing' },
  { id: 'rights', label: 'Your rights' },
  { id: 'warning-signs', label: 'Warning signs' },
];

const COMPARE_ROWS = [
  {
    label: 'Scope',
    cells: [
      'Does each quote cover the same work? Note anything one company included and another left out.',
    ],
  },
  {
    label: 'Materials',
    cells: [
      'Brands, models, grades and quantities. A cheaper quote may use a cheaper boiler, thinner insulation or fewer sockets.',
    ],
  },
  {
    label: 'Price and VAT',
    cells: [
      'Is VAT included, and at 20%? A business that is not VAT-registered should not charge VAT at all.',
    ],
  },
  {
    label: 'Exclusions',
    cells: [
      'Skip hire, waste removal, making good, decorating, permits and fees are common extras. Ask who pays for each.',
    ],
  },
  {
    label: 'Timing',
    cells: [
      'When the company can start, how long the work will take and the working hours on site.',
    ],
  },
  {
    label: 'Payment terms',
    cells: ['The deposit, any stage payments and when the final balance is due.'],
  },
  {
    label: 'Guarantees',
    cells: [
      'How long the workmanship is guaranteed for, what manufacturer warranties apply and whether any guarantee is insurance-backed.',
    ],
  },
  {
    label: 'Certificates',
    cells: [
      'Which certificates you will receive, such as a gas safety or electrical installation certificate, or building regulations sign-off.',
    ],
  },
  {
    label: 'Validity',
    cells: ['How long the price holds before the company may revise it.'],
  },
];

export default function HowToGetQuotesPage() {
  return (
    <article className="page content-page">
      <Seo title="How to get quotes" description={DESCRIPTION} canonical={paths.howToGetQuotes} />
      <PageHero
        heading="How to get quotes"
        lede="A practical guide to getting quotes you can compare fairly, choosing a company with confidence and agreeing the work in a way that protects you."
      />
      <TableOfContents items={SECTIONS} />

      <ContentSection id="prepare" heading="Before you ask for quotes">
        <Prose>
          <p>
            Ten minutes of preparation gets you quotes that are quicker, more accurate and easier to
            compare.
          </p>
          <ul>
            <li>
              <strong>Decide what you want.</strong> Write down the result you are after, any
              fittings you have already chosen and anything you definitely do not want.
            </li>
            <li>
              <strong>Measure and photograph.</strong> Rough room sizes, the area of a roof or
              fence, and photos of the problem and the space around it save a wasted visit.
            </li>
            <li>
              <strong>Think about access.</strong> Parking, stairs, narrow side passages and pets
              all affect the price.
            </li>
            <li>
              <strong>Set a budget band.</strong> An honest band helps companies suggest options
              that fit; it does not commit you to spending it.
            </li>
            <li>
              <strong>Check permissions.</strong> Extensions, loft conversions, some windows and
              most electrical and heating work fall under building regulations, and some projects
              need planning permission or a party wall agreement with your neighbours. Ask each
              company what applies and who will arrange it.
            </li>
          </ul>
        </Prose>
      </ContentSection>

      <ContentSection id="describe" heading="Describe the job well">
        <Prose>
          <p>
            Give every company the same information, so differences between the quotes reflect the
            companies rather than what you told them. A good description says:
          </p>
          <ul>
            <li>what needs doing, and what has already been tried;</li>
            <li>the size of the job, with measurements where you have them;</li>
            <li>the age and type of the property, and anything unusual about it;</li>
            <li>when you need the work done, and any dates that are impossible for you;</li>
            <li>whether you will supply any materials yourself.</li>
          </ul>
          <p>
            On Fixwell the <Link to={paths.quote}>quote request form</Link> asks these questions for
            each service, and every company that accepts your request sees the same answers and
            photos.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="three-quotes" heading="Why get three quotes">
        <Prose>
          <p>
            One quote tells you a price; three tell you what the job is really likely to cost. With
            three you can see whether a price is in line with the others, spot work that one company
            has included and another has missed, and judge how each company communicates.
          </p>
          <p>
            Do not simply choose the cheapest. If one quote is far lower than the others, ask why:
            it may leave something out, use cheaper materials or underestimate the work. A quote
            that is far higher may include things you do not need, or reflect a company that is too
            busy to want the job. It is reasonable to ask each company to explain its price.
          </p>
          <p>
            More than three quotes rarely helps. It takes up more of your time, and of the time of
            companies who may be visiting your home to price the work.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="good-quote" heading="What a good quote contains">
        <Prose>
          <p>
            A <strong>quote</strong> is a fixed price for the work described. An{' '}
            <strong>estimate</strong> is an informed guess that can change. Ask for a quote wherever
            the work can be priced in advance, and check which one you have been given. A good quote
            includes:
          </p>
          <ul>
            <li>
              the company's full name, address and phone number, and its Companies House number if
              it is a limited company;
            </li>
            <li>a VAT registration number, if it charges VAT;</li>
            <li>a clear description of the work, item by item, with the materials to be used;</li>
            <li>the price of each item and the total, showing VAT separately;</li>
            <li>what is not included;</li>
            <li>the proposed start date and how long the work will take;</li>
            <li>the payment terms: deposit, stage payments and when the balance is due;</li>
            <li>how changes to the work will be agreed and priced;</li>
            <li>the guarantee on the workmanship and any manufacturer warranties;</li>
            <li>how long the quote is valid for.</li>
          </ul>
          <p>
            Quotes sent through Fixwell set out line items, VAT where the company is VAT-registered,
            the deposit and the validity date, so the basics are always there to compare.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="compare" heading="Comparing quotes side by side">
        <p>Lay the quotes out together and go through them line by line.</p>
        <ComparisonTable
          caption="What to compare across your quotes"
          rowHeaderLabel="Check"
          columns={['What to look for']}
          rows={COMPARE_ROWS}
        />
      </ContentSection>

      <ContentSection id="checks" heading="Checking the company">
        <Prose>
          <ul>
            <li>
              <strong>Registration for gas work.</strong> Anyone working on gas appliances must be
              on the Gas Safe Register. Check the engineer's ID card and look the business up on the{' '}
              <ExternalLink href="https://www.gassaferegister.co.uk/">
                Gas Safe Register
              </ExternalLink>
              .
            </li>
            <li>
              <strong>Electrical work.</strong> In England and Wales, an electrician registered with
              a competent person scheme can self-certify notifiable work. Search the{' '}
              <ExternalLink href="https://www.electricalcompetentperson.co.uk/">
                Electrical Competent Person register
              </ExternalLink>
              .
            </li>
            <li>
              <strong>Insurance.</strong> Ask to see the public liability insurance certificate and
              check that it is in date and covers the kind of work you want done.
            </li>
            <li>
              <strong>The business itself.</strong> For a limited company, check the name, number
              and status on{' '}
              <ExternalLink href="https://find-and-update.company-information.service.gov.uk/">
                Companies House
              </ExternalLink>
              .
            </li>
            <li>
              <strong>Past work.</strong> Read reviews, look at photos of similar jobs and, for
              larger projects, ask to speak to a previous customer.
            </li>
          </ul>
          <p>
            On Fixwell, each check our team has made appears on the company's profile with the date
            it was made. A check tells you what was true on that date, so it is still worth
            confirming registrations yourself for gas and electrical work.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="deposits" heading="Deposits and paying for the work">
        <Prose>
          <ul>
            <li>
              A deposit is reasonable where a company has to order materials for your job,
              especially anything made to measure. It should be proportionate to those costs and
              agreed in writing.
            </li>
            <li>
              Be wary of anyone who asks for a large share of the price, or the full amount, before
              work starts.
            </li>
            <li>
              On longer jobs, agree stage payments tied to work that is finished, such as when the
              foundations are in or the first fix is complete.
            </li>
            <li>
              Pay by card or bank transfer rather than cash, so there is a record. Paying by card
              may also let you ask your card provider for help if something goes wrong.
            </li>
            <li>
              Keep back the final payment until the work is finished and you are happy with it.
            </li>
          </ul>
          <p>
            When a company requests a deposit or sends an invoice through Fixwell, you can pay by
            card on a secure page run by Stripe, and the payment is recorded against the job.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="contract" heading="Getting it in writing">
        <Prose>
          <p>
            For anything beyond a small repair, agree a written contract. The accepted quote can
            form the heart of it, as long as it covers:
          </p>
          <ul>
            <li>the work to be done and the materials, in enough detail to check against;</li>
            <li>the price and the payment schedule;</li>
            <li>start and finish dates, and what happens if the work overruns;</li>
            <li>who obtains any permissions and certificates;</li>
            <li>how changes will be agreed: in writing, with a price, before the work is done;</li>
            <li>how rubbish will be removed and the site left at the end of each day;</li>
            <li>your cancellation rights.</li>
          </ul>
          <p>
            If you agree a contract at home or online rather than at the company's premises, you
            normally have 14 days to cancel. If you want work to start within those 14 days, you
            will need to ask for that, and you may have to pay for work already done if you then
            cancel.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="rights" heading="Your rights">
        <Prose>
          <p>
            Under the Consumer Rights Act 2015, a business must carry out a service with reasonable
            care and skill. If no price was fixed, the price must be reasonable, and if no date was
            agreed, the work must be done within a reasonable time. What a company tells you about
            the work, in writing or out loud, can be binding if you rely on it when deciding.
          </p>
          <p>
            If something goes wrong, raise it with the company promptly and in writing, and give it
            a chance to put things right. For free, independent advice, contact{' '}
            <ExternalLink href="https://www.citizensadvice.org.uk/consumer/">
              Citizens Advice
            </ExternalLink>{' '}
            in England and Wales,{' '}
            <ExternalLink href="https://consumeradvice.scot/">
              Consumer Advice Scotland
            </ExternalLink>{' '}
            or{' '}
            <ExternalLink href="https://www.nidirect.gov.uk/campaigns/consumerline">
              Consumerline
            </ExternalLink>{' '}
            in Northern Ireland.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="warning-signs" heading="Warning signs">
        <Prose>
          <p>Think twice about a trader who:</p>
          <ul>
            <li>knocks on your door unasked, saying your roof or drive needs urgent work;</li>
            <li>will not give a written quote or a business address;</li>
            <li>pressures you to decide today, or offers a discount for deciding immediately;</li>
            <li>asks for cash only, or for most of the money up front;</li>
            <li>says building regulations or certificates are not needed for notifiable work.</li>
          </ul>
        </Prose>
      </ContentSection>

      <CtaBanner
        heading="Ready to compare quotes?"
        text="Describe your job once and up to three checked local companies can quote. Free, and with no obligation to accept."
      />
    </article>
  );
}
