import { layout, oneLine, type MailMessage } from '../mail/mail-templates';
import { formatPounds } from './payment-messages';

// The customer's emails about a card payment: the receipt, and a refund (made by the company, or
// at once because the payment no longer matched the document). Plain text and HTML carry the same
// words. A customer without a Fixwell account opens documents only through the emailed link,
// whose token is never stored, so their emails carry the whole receipt and no link of their own.

export interface PaymentMail {
  customerName: string;
  businessName: string;
  /** "Invoice INV-0003" / "Deposit for quote Q-0002". */
  subject: string;
  amountPence: number;
  /** "Visa ending 4242", or null when Stripe did not say. */
  card: string | null;
  /** "24 November 2026". */
  paidOn: string;
  paymentIntentId: string;
  /** The document's page, for a customer signed in to Fixwell; null for a guest. */
  link: string | null;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function message(subject: string, paragraphs: string[], link: string | null): MailMessage {
  const text = link
    ? `${paragraphs.join('\n\n')}\n\nView it on Fixwell: ${link}\n\nThe Fixwell team\n`
    : `${paragraphs.join('\n\n')}\n\nThe Fixwell team\n`;
  const html = link
    ? layout(paragraphs, link, 'View it on Fixwell')
    : `<!doctype html>
<html lang="en-GB">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>The Fixwell team</p>
</body>
</html>`;
  return { subject: oneLine(subject), text, html };
}

/** "Visa ending 4242" from Stripe's brand and last four digits. */
export function cardLabel(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
  return `${name === 'Amex' ? 'American Express' : name} ending ${last4}`;
}

/** The receipt of a card payment. */
export function paymentReceiptEmail(payment: PaymentMail): MailMessage {
  const business = oneLine(payment.businessName);
  return message(
    `Receipt: ${formatPounds(payment.amountPence)} paid to ${business}`,
    [
      `Hello ${oneLine(payment.customerName)},`,
      `Thank you. You paid ${formatPounds(payment.amountPence)} to ${business} for ${oneLine(payment.subject)} on ${payment.paidOn}${payment.card ? ` with your ${payment.card}` : ''}.`,
      `Payment reference: ${payment.paymentIntentId}.`,
      `Keep this email as your receipt. If you have a question about the work, contact ${business} directly.`,
    ],
    payment.link,
  );
}

/** A payment refunded at once because it no longer matched the document. */
export function automaticRefundEmail(payment: PaymentMail, reason: string): MailMessage {
  const business = oneLine(payment.businessName);
  return message(
    `Your payment of ${formatPounds(payment.amountPence)} to ${business} has been refunded`,
    [
      `Hello ${oneLine(payment.customerName)},`,
      `Your payment of ${formatPounds(payment.amountPence)} for ${oneLine(payment.subject)} from ${business} has been refunded to your card in full. ${reason}`,
      'Refunds usually reach your account within 5 to 10 working days.',
      `Payment reference: ${payment.paymentIntentId}.`,
    ],
    payment.link,
  );
}

/** A refund the company made, in full or in part. */
export function companyRefundEmail(
  payment: PaymentMail,
  refund: { amountPence: number; full: boolean },
): MailMessage {
  const business = oneLine(payment.businessName);
  return message(
    `${business} refunded ${formatPounds(refund.amountPence)} to your card`,
    [
      `Hello ${oneLine(payment.customerName)},`,
      `${business} has refunded ${formatPounds(refund.amountPence)} of your ${formatPounds(payment.amountPence)} payment for ${oneLine(payment.subject)}${refund.full ? ': the whole payment' : ''}.`,
      'Refunds usually reach your account within 5 to 10 working days.',
      `Payment reference: ${payment.paymentIntentId}.`,
    ],
    payment.link,
  );
}
