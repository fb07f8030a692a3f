import { describe, expect, it } from 'vitest';

import {
  documentReminderEmail,
  documentSentEmail,
  formatDay,
  formatPounds,
  quoteAnsweredEmail,
} from './document-mail-templates';

const LINK = 'https://fixwell.example/document/abc?token=t0k3n';

describe('document emails', () => {
  it('shows amounts as £1,234.56 and days in British English', () => {
    expect(formatPounds(123_456)).toBe('£1,234.56');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(100_000_000)).toBe('£1,000,000.00');
    expect(formatDay('2026-12-31')).toBe('31 December 2026');
  });

  it('sends a quote with its amount, validity and link', () => {
    const mail = documentSentEmail(
      {
        kind: 'quote',
        number: 'Q-0001',
        customerName: 'Priya Shah',
        businessName: 'Hartley Plumbing',
        totalPence: 123_456,
        day: '2026-12-31',
      },
      LINK,
    );
    expect(mail.subject).toBe('Quote Q-0001 from Hartley Plumbing');
    expect(mail.text).toContain('Hartley Plumbing has sent you quote Q-0001 for £1,234.56.');
    expect(mail.text).toContain('valid until 31 December 2026');
    expect(mail.text).toContain(`View the quote: ${LINK}`);
    expect(mail.html).toContain('href="https://fixwell.example/document/abc?token=t0k3n"');
  });

  it('sends an invoice with its due day', () => {
    const mail = documentSentEmail(
      {
        kind: 'invoice',
        number: 'INV-0007',
        customerName: 'Priya',
        businessName: 'Hartley <Plumbing>',
        totalPence: 9_900,
        day: '2026-12-08',
      },
      LINK,
    );
    expect(mail.subject).toBe('Invoice INV-0007 from Hartley <Plumbing>');
    expect(mail.text).toContain('Payment is due by 8 December 2026.');
    expect(mail.html).toContain('Hartley &lt;Plumbing&gt;');
  });

  it('reminds of an unpaid invoice', () => {
    const mail = documentReminderEmail(
      {
        kind: 'invoice',
        number: 'INV-0002',
        customerName: 'Priya',
        businessName: 'Hartley Plumbing',
        totalPence: 50_000,
        day: '2026-11-10',
      },
      LINK,
    );
    expect(mail.subject).toBe('Reminder: invoice INV-0002 from Hartley Plumbing');
    expect(mail.text).toContain(
      'for £500.00 has not been paid yet: it was due on 10 November 2026.',
    );
  });

  it('tells the company of an acceptance and a decline', () => {
    const base = {
      number: 'Q-0003',
      businessName: 'Hartley Plumbing',
      customerName: 'Priya Shah',
      totalPence: 240_000,
    };
    const accepted = quoteAnsweredEmail(
      { ...base, answer: { accepted: true, signatureName: 'Priya Shah' } },
      LINK,
    );
    expect(accepted.subject).toBe('Priya Shah accepted quote Q-0003');
    expect(accepted.text).toContain('for £2,400.00, signed “Priya Shah”');
    const declined = quoteAnsweredEmail(
      { ...base, answer: { accepted: false, reason: 'I chose another company', note: 'Sorry' } },
      LINK,
    );
    expect(declined.subject).toBe('Priya Shah declined quote Q-0003');
    expect(declined.text).toContain('Their reason: I chose another company.');
    expect(declined.text).toContain('They added: “Sorry”');
  });
});
