import { describe, expect, it } from 'vitest';

import {
  automaticRefundEmail,
  cardLabel,
  companyRefundEmail,
  paymentReceiptEmail,
  type PaymentMail,
} from './payment-mail-templates';

const payment: PaymentMail = {
  customerName: 'Sam Jones',
  businessName: 'Acme Plumbing',
  subject: 'Invoice INV-0003',
  amountPence: 123_456,
  card: 'Visa ending 4242',
  paidOn: '24 November 2026',
  paymentIntentId: 'pi_123',
  link: 'https://fixwell.example/document/doc-1',
};

describe('payment emails', () => {
  it('names the card as people read it', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa ending 4242');
    expect(cardLabel('amex', '0005')).toBe('American Express ending 0005');
    expect(cardLabel(null, '1111')).toBe('Card ending 1111');
    expect(cardLabel('visa', null)).toBeNull();
  });

  it('sends a receipt with the amount, the card, the date and the reference', () => {
    const mail = paymentReceiptEmail(payment);
    expect(mail.subject).toBe('Receipt: £1,234.56 paid to Acme Plumbing');
    expect(mail.text).toContain(
      'You paid £1,234.56 to Acme Plumbing for Invoice INV-0003 on 24 November 2026 with your Visa ending 4242.',
    );
    expect(mail.text).toContain('Payment reference: pi_123.');
    expect(mail.text).toContain('View it on Fixwell: https://fixwell.example/document/doc-1');
    expect(mail.html).toContain('href="https://fixwell.example/document/doc-1"');
  });

  it('carries no link for a customer without an account, whose link token is never stored', () => {
    const mail = paymentReceiptEmail({ ...payment, link: null });
    expect(mail.text).not.toMatch(/https?:/);
    expect(mail.html).not.toContain('<a ');
  });

  it('escapes what people typed in the HTML', () => {
    const mail = paymentReceiptEmail({ ...payment, link: null, customerName: 'Sam <b>Jones</b>' });
    expect(mail.html).toContain('Sam &lt;b&gt;Jones&lt;/b&gt;');
  });

  it('explains an automatic refund and a refund by the company', () => {
    expect(automaticRefundEmail(payment, 'The invoice was cancelled.').text).toContain(
      'has been refunded to your card in full. The invoice was cancelled.',
    );
    const part = companyRefundEmail(payment, { amountPence: 2_000, full: false });
    expect(part.subject).toBe('Acme Plumbing refunded £20.00 to your card');
    expect(part.text).toContain(
      'Acme Plumbing has refunded £20.00 of your £1,234.56 payment for Invoice INV-0003.',
    );
    expect(companyRefundEmail(payment, { amountPence: 123_456, full: true }).text).toContain(
      'for Invoice INV-0003: the whole payment.',
    );
  });
});
