import { layout, oneLine, type MailMessage } from './mail-templates';

// Emails about quotes and invoices. Plain text and HTML carry the same words; amounts are shown
// as £1,234.56 and days as "31 December 2026", in British English.

const POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer pence as £1,234.56. */
export function formatPounds(pence: number): string {
  return POUNDS.format(pence / 100);
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A London day (`YYYY-MM-DD`) as "31 December 2026". */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

export interface DocumentMail {
  kind: 'quote' | 'invoice';
  number: string;
  customerName: string;
  businessName: string;
  totalPence: number;
  /** Quotes: the last valid day; invoices: the due day. */
  day: string | null;
}

function message(subject: string, lines: string[], link: string, label: string): MailMessage {
  return {
    subject: oneLine(subject),
    text: `${lines.join('\n\n')}\n\n${label}: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, label),
  };
}

/** A quote or an invoice sent to the customer, with the link that opens it. */
export function documentSentEmail(document: DocumentMail, link: string): MailMessage {
  const business = oneLine(document.businessName);
  const amount = formatPounds(document.totalPence);
  const lines =
    document.kind === 'quote'
      ? [
          `Hello ${oneLine(document.customerName)},`,
          `${business} has sent you quote ${document.number} for ${amount}.`,
          ...(document.day ? [`The quote is valid until ${formatDay(document.day)}.`] : []),
          'You can read it, and accept or decline it, through the link below.',
        ]
      : [
          `Hello ${oneLine(document.customerName)},`,
          `${business} has sent you invoice ${document.number} for ${amount}.`,
          ...(document.day ? [`Payment is due by ${formatDay(document.day)}.`] : []),
          'You can read it through the link below.',
        ];
  return document.kind === 'quote'
    ? message(`Quote ${document.number} from ${business}`, lines, link, 'View the quote')
    : message(`Invoice ${document.number} from ${business}`, lines, link, 'View the invoice');
}

/** A reminder of an unpaid invoice (by the company, or automatic after the due day). */
export function documentReminderEmail(document: DocumentMail, link: string): MailMessage {
  const business = oneLine(document.businessName);
  const lines = [
    `Hello ${oneLine(document.customerName)},`,
    `This is a reminder that invoice ${document.number} from ${business} for ${formatPounds(document.totalPence)} has not been paid yet${document.day ? `: it was due on ${formatDay(document.day)}` : ''}.`,
    'If you have already paid, thank you, and please ignore this email. If something is wrong with the invoice, reply to the company directly.',
  ];
  return message(
    `Reminder: invoice ${document.number} from ${business}`,
    lines,
    link,
    'View the invoice',
  );
}

export interface QuoteAnswerMail {
  number: string;
  businessName: string;
  customerName: string;
  totalPence: number;
  /** Accepted: the name typed as signature; declined: the reason's label and the note. */
  answer:
    { accepted: true; signatureName: string } | { accepted: false; reason: string; note: string };
}

/** The company hears that its quote was accepted or declined. */
export function quoteAnsweredEmail(quote: QuoteAnswerMail, link: string): MailMessage {
  const customer = oneLine(quote.customerName);
  const amount = formatPounds(quote.totalPence);
  if (quote.answer.accepted) {
    return message(
      `${customer} accepted quote ${quote.number}`,
      [
        `Hello ${oneLine(quote.businessName)},`,
        `Good news: ${customer} accepted quote ${quote.number} for ${amount}, signed “${oneLine(quote.answer.signatureName)}”.`,
        'You can now turn it into an invoice, or a deposit invoice, from your documents.',
      ],
      link,
      'Open your documents',
    );
  }
  return message(
    `${customer} declined quote ${quote.number}`,
    [
      `Hello ${oneLine(quote.businessName)},`,
      `${customer} declined quote ${quote.number} for ${amount}.`,
      `Their reason: ${quote.answer.reason}.`,
      ...(quote.answer.note ? [`They added: “${oneLine(quote.answer.note)}”`] : []),
    ],
    link,
    'Open your documents',
  );
}
