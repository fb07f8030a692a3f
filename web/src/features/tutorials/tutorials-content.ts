import type { TutorialId } from '@fixwell/common/stickers/tutorial-progress';

import { paths } from '@/config/paths';

// The company guides on /company/tutorials: one per part of Fixwell, a few steps each, written
// for a UK tradesperson and checked against what the pages do. Ids are TUTORIAL_IDS (the rules
// accept only those); a step's link goes to the real page through `paths`.

export type TutorialStep = { text: string; link?: { to: string; label: string } };
export type Tutorial = { id: TutorialId; title: string; summary: string; steps: TutorialStep[] };

export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'getting-set-up',
    title: 'Get set up and verified',
    summary: 'From sign-up to a published profile that customers can trust.',
    steps: [
      {
        text: 'Open Get set up. The checklist saves as you go, so you can leave and come back: business details, trades, base postcode and coverage, description, logo and contact details.',
        link: { to: paths.companyOnboarding, label: 'Get set up' },
      },
      {
        text: 'Add your insurance and trade registrations (Gas Safe, NICEIC, NAPIT, Part P, TrustMark, FENSA) with their numbers and certificates. Fixwell checks each one; a verified check becomes a badge on your profile with the date it was checked.',
      },
      {
        text: 'Choose a plan in Billing. Without an active subscription you can still reach billing, onboarding, My leads, customers and your profile pages, but no new leads.',
        link: { to: paths.companyBilling, label: 'Billing' },
      },
      {
        text: 'Press "Publish my profile" once the required parts are done, then check how it looks to customers.',
        link: { to: paths.companyPublicProfileSettings, label: 'Public profile' },
      },
    ],
  },
  {
    id: 'leads-and-allowance',
    title: 'Leads and your allowance',
    summary: 'How jobs reach you, what you see before you commit, and what accepting costs.',
    steps: [
      {
        text: 'Each quote request goes to up to 3 companies whose trades and coverage match it. You get a notification and an email for each new lead.',
        link: { to: paths.companyLeads, label: 'Leads' },
      },
      {
        text: 'Before you accept you see the job, the postcode district (such as LS6) and when it is needed. The customer’s name and contact details appear once you accept.',
      },
      {
        text: 'Accepting uses one lead from your plan’s monthly allowance. When it runs out you can buy extra leads at your plan’s price, only if you switch them on in Billing with a monthly limit you choose.',
        link: { to: paths.companyBilling, label: 'Extra leads in Billing' },
      },
      {
        text: 'Not for you? Decline it with a reason, so it moves on to another company. A lead neither accepted nor declined within 72 hours expires.',
      },
    ],
  },
  {
    id: 'my-leads-first-reply',
    title: 'My leads and the first-reply promise',
    summary: 'Write within 24 hours of accepting: customers see how quickly you reply.',
    steps: [
      {
        text: 'Accepted leads are in My leads, with the customer’s contact details and the deadline for your first message.',
        link: { to: paths.companyMyLeads, label: 'My leads' },
      },
      {
        text: 'Fixwell promises customers a first message within 24 hours of accepting. Write from the lead’s page; your typical response time shows on your public profile.',
      },
      {
        text: 'If you have not written within 48 hours, or the customer has not opened your first message 48 hours after you sent it, the lead is credited back to you automatically and the lead page says why.',
      },
    ],
  },
  {
    id: 'messages',
    title: 'Messages',
    summary: 'One conversation per job, in real time.',
    steps: [
      {
        text: 'Open Messages to see every conversation, one per job. Messages arrive as they are sent, and you can see when the customer has read yours.',
        link: { to: paths.companyChat, label: 'Messages' },
      },
      {
        text: 'Attach photos or documents to a message. Events such as a quote sent, an appointment booked or an invoice paid appear in the conversation on their own.',
      },
      {
        text: 'Choose which emails you get, and whether messages come as a daily digest, from your notifications.',
        link: { to: paths.companyNotifications, label: 'Notifications' },
      },
    ],
  },
  {
    id: 'appointments',
    title: 'Appointments',
    summary: 'Book site visits and jobs that the customer confirms.',
    steps: [
      {
        text: 'In a conversation, press "Propose an appointment": a site visit or the job, with the date, an arrival window and the address.',
        link: { to: paths.companyChat, label: 'Messages' },
      },
      {
        text: 'The customer confirms, declines or asks for another time; you are told each time. You can move it to a new time, and either of you can cancel it with a reason.',
        link: { to: paths.companyAppointments, label: 'Appointments' },
      },
      {
        text: 'You both get a reminder the day before and 2 hours before. Mark the job completed afterwards: the customer is then invited to review you.',
      },
    ],
  },
  {
    id: 'quotes-and-invoices',
    title: 'Quotes and invoices',
    summary: 'Send branded quotes and invoices that customers accept and pay online.',
    steps: [
      {
        text: 'Set up templates with your usual lines, and your logo and colour in Branding, so each document takes a minute.',
        link: { to: paths.companyTemplates, label: 'Templates' },
      },
      {
        text: 'Create a quote or an invoice in Documents: line items, VAT at 20% if you are VAT registered, a deposit and notes. "Send" gives it its number and emails the customer a link.',
        link: { to: paths.companyDocuments, label: 'Documents' },
      },
      {
        text: 'The customer accepts a quote by typing their name, or declines it with a reason. Turn an accepted quote into an invoice in one step.',
      },
      {
        text: 'Unpaid invoices get up to two automatic reminders, and you can send one yourself from the list.',
        link: { to: paths.companyInvoices, label: 'Invoices' },
      },
    ],
  },
  {
    id: 'payments-and-payouts',
    title: 'Card payments and payouts',
    summary: 'Let customers pay invoices and deposits by card, paid into your bank.',
    steps: [
      {
        text: 'Set up card payments: Stripe asks for your business and bank details once.',
        link: { to: paths.companyStripeConnect, label: 'Card payments' },
      },
      {
        text: 'Customers then pay invoices and deposits by card from the document’s page. An invoice is marked paid only when Stripe confirms the payment.',
      },
      {
        text: 'Payouts shows each payment with Fixwell’s fee, what is on its way to your bank, and any refunds.',
        link: { to: paths.companyPayouts, label: 'Payouts' },
      },
    ],
  },
  {
    id: 'website-widget',
    title: 'The website widget',
    summary: 'A quote form on your own website that sends requests to you first.',
    steps: [
      {
        text: 'Open Website widgets and press "Copy code".',
        link: { to: paths.companyWidgets, label: 'Website widgets' },
      },
      {
        text: 'Paste the code into your website where the form should appear (your web designer or site builder will have an "embed HTML" block).',
      },
      {
        text: 'Requests sent through it come to you first, even outside your usual areas, and appear with your other leads. The same page counts the requests it has brought.',
      },
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    summary: 'Reviews only from customers with a real job, and your reply.',
    steps: [
      {
        text: 'Fixwell invites the customer to review you after a paid invoice, a completed appointment, or a week after you accepted a lead you both wrote in. Only customers with a real job can review.',
      },
      {
        text: 'Read your reviews and your rating in Customer feedback. You can reply once, publicly; your reply shows under the review on your profile.',
        link: { to: paths.companyFeedback, label: 'Customer feedback' },
      },
      {
        text: 'Report a review that is abusive, contains personal data or is not about a job. Fixwell never removes a review for being negative.',
      },
    ],
  },
  {
    id: 'profile-coverage-stickers',
    title: 'Profile, coverage and stickers',
    summary: 'Keep your profile current, cover the right areas and get noticed on the road.',
    steps: [
      {
        text: 'Edit your description, photos of past work (up to 20), opening hours, contact details and social links in Company profile.',
        link: { to: paths.companyProfile, label: 'Company profile' },
      },
      {
        text: 'Choose where you work: pick postcode districts or whole areas, or a radius in miles around your base (up to 300 districts). Leads come from the areas you cover.',
      },
      {
        text: 'See your public page as customers do, with its link and QR code.',
        link: { to: paths.companyPublicProfileSettings, label: 'Public profile' },
      },
      {
        text: 'Order free van, window and door stickers with a QR code to your profile. Fixwell prints and posts them and tells you the tracking number.',
        link: { to: paths.companyStickers, label: 'Stickers' },
      },
    ],
  },
];

/** The words of a guide that search looks through: its title, summary and steps. */
function searchableText(tutorial: Tutorial): string {
  return [tutorial.title, tutorial.summary, ...tutorial.steps.map((step) => step.text)]
    .join(' ')
    .toLowerCase();
}

/** The guides holding every word of `search` (any order, any case); all of them for none. */
export function searchTutorials(tutorials: readonly Tutorial[], search: string): Tutorial[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tutorials];
  return tutorials.filter((tutorial) => {
    const haystack = searchableText(tutorial);
    return words.every((word) => haystack.includes(word));
  });
}
