import { layout, oneLine, type MailMessage } from './mail-templates';

// Emails of the lead marketplace. Like the others, plain text and HTML carry the same words, and
// the link is the only way to act on them (no customer details ever travel in a lead email).

export interface NewLeadMail {
  businessName: string;
  serviceName: string;
  postcodeDistrict: string;
  timingLabel: string;
  budgetLabel: string;
}

export function newLeadEmail(lead: NewLeadMail, link: string): MailMessage {
  const subject = oneLine(`New lead: ${lead.serviceName} in ${lead.postcodeDistrict}`);
  const lines = [
    `Hello ${oneLine(lead.businessName)},`,
    `A homeowner in ${lead.postcodeDistrict} is looking for help with ${lead.serviceName.toLowerCase()}.`,
    `When: ${lead.timingLabel}. Budget: ${lead.budgetLabel}.`,
    "Homeowners usually choose the first companies to reply, so have a look soon. You'll see the customer's name and contact details once you accept the lead.",
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nView the lead: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'View the lead'),
  };
}

export interface NoMatchMail {
  name: string;
  serviceName: string;
  postcodeDistrict: string;
}

/** `action`: the customer's own quote page, or for a guest the contact page. */
export function quoteNoMatchEmail(
  quote: NoMatchMail,
  action: { link: string; label: string },
): MailMessage {
  const lines = [
    `Hello ${oneLine(quote.name)},`,
    `We're sorry: no Fixwell company can take on your ${quote.serviceName.toLowerCase()} request in ${quote.postcodeDistrict} at the moment.`,
    'Our team has been told and will look for a suitable company for you. If we find one, they will contact you; if not, we will let you know so you can look elsewhere.',
  ];
  return {
    subject: oneLine(`Your ${quote.serviceName} request: no company available yet`),
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.link}\n\nThe Fixwell team\n`,
    html: layout(lines, action.link, action.label),
  };
}

export interface LeadAcceptedMail {
  name: string;
  serviceName: string;
  businessName: string;
  phone: string | null;
}

export function leadAcceptedEmail(accepted: LeadAcceptedMail, link: string): MailMessage {
  const business = oneLine(accepted.businessName);
  const lines = [
    `Hello ${oneLine(accepted.name)},`,
    `Good news: ${business} has accepted your ${accepted.serviceName.toLowerCase()} request and will contact you to arrange a quote.`,
    accepted.phone
      ? `If you would rather call them first, their number is ${accepted.phone}.`
      : 'You can see their profile, reviews and checks through the link below.',
  ];
  return {
    subject: oneLine(`${business} accepted your ${accepted.serviceName} request`),
    text: `${lines.join('\n\n')}\n\nSee your request: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'See your request'),
  };
}
