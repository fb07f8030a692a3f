import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { FaqList } from '@/components/content/faq-list';
import { PageHero } from '@/components/content/page-hero';
import { TableOfContents } from '@/components/content/table-of-contents';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { faqPageJsonLd } from '@/lib/seo/structured-data';

const DESCRIPTION =
  'Answers to the questions homeowners and trade professionals ask most about requesting quotes, choosing a company, paying, reviews, plans and leads on Fixwell.';

type Question = { question: string; answer: string };
type Group = { id: string; heading: string; items: Question[] };

/** Plain-text answers: the same words appear on the page and in the FAQPage structured data. */
const FAQ_GROUPS: Group[] = [
  {
    id: 'requesting-quotes',
    heading: 'Requesting quotes',
    items: [
      {
        question: 'Is Fixwell free for homeowners?',
        answer:
          'Yes. Requesting quotes, messaging companies, accepting a quote and paying an invoice through Fixwell cost you nothing, and we do not add anything to the price a company quotes. Trade companies pay us a monthly subscription to receive leads.',
      },
      {
        question: 'Do I need an account to request quotes?',
        answer:
          'No. You can send a request as a guest and you get a private tracking link to follow its progress. Creating an account lets you see all your requests, messages, quotes and appointments in one place.',
      },
      {
        question: 'How many companies will contact me?',
        answer:
          'Up to three. We send your request to companies that do that kind of work and cover your postcode, favouring those that are nearby, well rated and quick to reply. Sometimes fewer companies are available, particularly for specialist work or in rural areas.',
      },
      {
        question: 'Who can see my contact details?',
        answer:
          'Before accepting, a company sees the job description, your answers, any photos, the timing and the first half of your postcode. Your name, phone number, email address and full address are shown only to companies that accept your request. We never publish them.',
      },
      {
        question: 'How quickly will I hear back?',
        answer:
          'Companies are told about your request straight away by email and in their Fixwell account. How quickly they reply depends on the trade, the time of year and how soon you need the work; we cannot promise a response time, but each company profile shows how quickly it usually replies.',
      },
      {
        question: 'Do I have to accept a quote?',
        answer:
          'No. Quotes are free and you are under no obligation to accept any of them. If you decline a quote, we ask for a short reason, which helps the company.',
      },
    ],
  },
  {
    id: 'choosing-and-paying',
    heading: 'Choosing a company and paying',
    items: [
      {
        question: 'How are companies checked?',
        answer:
          'Companies give us details such as their Companies House number, insurance and trade registrations, for example Gas Safe or an electrical competent person scheme. Our team checks them, and each check appears on the company profile with the date it was made. For gas and electrical work it is still worth confirming the registration on the official register yourself.',
      },
      {
        question: 'How do I pay for the work?',
        answer:
          'You pay the company you choose, as agreed with it. When a company sends an invoice or asks for a deposit through Fixwell, you can pay by card on a secure page run by Stripe. Fixwell never sees or stores your full card number.',
      },
      {
        question: 'What happens if something goes wrong with the work?',
        answer:
          'Your contract for the work is with the company, and the Consumer Rights Act 2015 requires it to do the work with reasonable care and skill. Raise the problem with the company in writing and give it a chance to put things right; keeping your messages in Fixwell gives you a record. Citizens Advice can help with your rights, and you can tell us if a company is not dealing with you fairly.',
      },
      {
        question: 'Can I trust the reviews?',
        answer:
          'Only customers who had a real job done through Fixwell can leave a review, after the job is completed or the invoice is paid. We never remove a review because it is negative. We do remove reviews that are abusive, unlawful or not about the job, and we record the reason. Companies can reply to each review once.',
      },
    ],
  },
  {
    id: 'professionals',
    heading: 'For trade professionals',
    items: [
      {
        question: 'How much does Fixwell cost for trade companies?',
        answer:
          'Companies pay a monthly subscription. Each plan includes a monthly lead allowance, and the current plans and prices are on our pricing page for professionals. There is no joining fee, no minimum term and no commission on the jobs you win.',
      },
      {
        question: 'What counts against my lead allowance?',
        answer:
          'Only the leads you accept. You see the job, the area and the timing before deciding, and declining a lead costs nothing; we just ask for a reason so we can send you better-matched work.',
      },
      {
        question: 'What if a customer never replies?',
        answer:
          'If the customer has not read your first message within 48 hours, the lead is credited back to your allowance automatically. You do not need to ask.',
      },
      {
        question: 'Can I cancel my subscription?',
        answer:
          'Yes, at any time, from the billing page in your account. Plans roll monthly, so your subscription stays active until the end of the month you have paid for and is not renewed after that.',
      },
      {
        question: 'How do card payments and payouts work?',
        answer:
          'You connect a Stripe account from your Fixwell workspace. Customers can then pay your invoices and deposits by card, and Stripe pays the money out to your bank account, less a fee on each payment that your account shows before you switch card payments on. Taking card payments through Fixwell is optional.',
      },
      {
        question: 'Can I put a quote form on my own website?',
        answer:
          'Yes. Your workspace gives you a short piece of code that adds a Fixwell quote form, in your colours, to your own website. Requests from it come straight to you.',
      },
    ],
  },
  {
    id: 'account-and-data',
    heading: 'Your account and data',
    items: [
      {
        question: 'How do I delete my account?',
        answer:
          'Companies can delete their account from their profile settings. Homeowners can ask us to delete theirs by emailing privacy@fixwell.co.uk. We keep some records, such as invoices and payments, for as long as the law requires; our Privacy Policy explains how long.',
      },
      {
        question: 'How does Fixwell use my personal data?',
        answer:
          'We use it to run the service: to match your request, share it with the companies you are matched with, deliver messages and documents, and process payments through Stripe. We do not sell it. Our Privacy Policy sets out the details and your rights under UK data protection law.',
      },
    ],
  },
];

const ALL_QUESTIONS = FAQ_GROUPS.flatMap((group) => group.items);

export default function FaqPage() {
  return (
    <article className="page content-page">
      <Seo
        title="Frequently asked questions"
        description={DESCRIPTION}
        canonical={paths.faq}
        jsonLd={[faqPageJsonLd(ALL_QUESTIONS)]}
      />
      <PageHero
        heading="Frequently asked questions"
        lede="Answers to the questions homeowners and trade professionals ask most about requesting quotes, choosing a company and using Fixwell. Select a question to see its answer."
      />
      <TableOfContents
        title="Topics"
        items={FAQ_GROUPS.map((group) => ({ id: group.id, label: group.heading }))}
      />

      {FAQ_GROUPS.map((group) => (
        <ContentSection key={group.id} id={group.id} heading={group.heading}>
          <FaqList items={group.items} />
        </ContentSection>
      ))}

      <ContentSection id="more-help" heading="Still have a question?">
        <p>
          Read <Link to={paths.howItWorks}>how Fixwell works</Link>, our guide on{' '}
          <Link to={paths.howToGetQuotes}>how to get quotes</Link>, the{' '}
          <Link to={paths.professionalsPricing}>plans for professionals</Link> or our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>, or{' '}
          <Link to={paths.contact}>contact us</Link>.
        </p>
      </ContentSection>

      <CtaBanner />
    </article>
  );
}
