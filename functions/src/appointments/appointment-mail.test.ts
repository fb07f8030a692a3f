import { describe, expect, it } from 'vitest';

import {
  appointmentEmail,
  appointmentReminderEmail,
  appointmentSentence,
} from '../mail/appointment-mail-templates';

const BASE = {
  recipientName: 'Priya Shah',
  actorName: 'Acme Plumbing',
  kindLabel: 'Site visit',
  serviceName: 'Plumbing',
  when: 'Tuesday 24 November 2026, 8–10am',
  address: '1 High Street, Leeds, LS6 1AA',
};

describe('appointment emails', () => {
  it('words each change for the other side', () => {
    expect(appointmentSentence({ ...BASE, event: 'proposed' })).toBe(
      'Acme Plumbing proposed a site visit for Tuesday 24 November 2026, 8–10am.',
    );
    expect(
      appointmentSentence({
        ...BASE,
        event: 'rescheduled',
        previousWhen: 'Monday 23 November 2026, 8–10am',
      }),
    ).toBe(
      'Acme Plumbing moved the site visit from Monday 23 November 2026, 8–10am to Tuesday 24 November 2026, 8–10am.',
    );
    expect(appointmentSentence({ ...BASE, actorName: 'Priya', event: 'cancelled' })).toBe(
      'Priya cancelled the site visit on Tuesday 24 November 2026, 8–10am.',
    );
  });

  it('carries the link, the place and the reason in text and HTML alike', () => {
    const mail = appointmentEmail(
      { ...BASE, event: 'cancelled', note: 'Van <broke> down' },
      'https://fixwell.test/customer/appointments?a=a1',
    );
    expect(mail.subject).toBe('Appointment cancelled: Plumbing, Tuesday 24 November 2026, 8–10am');
    expect(mail.text).toContain('Reason: Van <broke> down');
    expect(mail.text).toContain('https://fixwell.test/customer/appointments?a=a1');
    expect(mail.html).toContain('Reason: Van &lt;broke&gt; down');
    expect(mail.html).toContain('1 High Street, Leeds, LS6 1AA');
  });

  it('reminds a day and two hours before', () => {
    const reminder = { ...BASE, otherName: 'Acme Plumbing' };
    expect(appointmentReminderEmail({ ...reminder, hoursBefore: 24 }, 'https://x').subject).toBe(
      'Reminder: site visit tomorrow, Tuesday 24 November 2026, 8–10am',
    );
    expect(appointmentReminderEmail({ ...reminder, hoursBefore: 2 }, 'https://x').text).toContain(
      'is in 2 hours, Tuesday 24 November 2026, 8–10am.',
    );
  });
});
