import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { messageDigestEmail } from './message-digest-mail';
import { digestLine, sentToday } from './send-message-digests';

const line = {
  otherParty: 'Hartley <Heating>',
  job: 'Boiler repair in LS6',
  unread: 2,
  preview: 'Can we come at 8am?',
  link: 'https://fixwell.example/customer/chat?c=q1_hartley',
};

describe('messageDigestEmail', () => {
  it('lists each conversation with who wrote, the job, the count, the preview and its link', () => {
    const mail = messageDigestEmail({
      name: 'Priya',
      conversations: [line, { ...line, otherParty: 'Acme', unread: 1, preview: '' }],
      allLink: 'https://fixwell.example/customer/chat',
    });
    expect(mail.subject).toBe('3 unread messages in 2 conversations');
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.text).toContain('Hartley <Heating>: Boiler repair in LS6 (2 unread messages)');
    expect(mail.text).toContain('“Can we come at 8am?”');
    expect(mail.text).toContain('Acme: Boiler repair in LS6 (1 unread message)');
    expect(mail.text).toContain('All your messages: https://fixwell.example/customer/chat');
    // Names are escaped in the HTML.
    expect(mail.html).toContain('Hartley &lt;Heating&gt;');
    expect(mail.html).not.toContain('<Heating>');
    expect(mail.html).toContain('<html lang="en-GB">');
  });

  it('names the sender in the subject when there is one conversation', () => {
    expect(messageDigestEmail({ name: '', conversations: [line], allLink: 'x' }).subject).toBe(
      '2 unread messages from Hartley <Heating>',
    );
  });
});

describe('sentToday', () => {
  const morning = Date.UTC(2026, 5, 10, 6, 0); // 07:00 in London (BST)
  it('compares London days, not UTC days', () => {
    expect(sentToday(null, morning)).toBe(false);
    expect(sentToday(Timestamp.fromMillis(Date.UTC(2026, 5, 9, 23, 30)), morning)).toBe(true); // 00:30 BST
    expect(sentToday(Timestamp.fromMillis(Date.UTC(2026, 5, 9, 22, 30)), morning)).toBe(false);
  });
});

describe('digestLine', () => {
  const conversation = {
    companyName: 'Hartley Heating',
    customerName: 'Priya Shah',
    serviceName: 'Boiler repair',
    postcodeDistrict: 'LS6',
    unreadCounts: { priya: 2, hartley: 0 },
  };
  it('names the other party and links to the area’s chat with the conversation selected', () => {
    expect(digestLine('priya', 'customer', 'q1_hartley', conversation)).toMatchObject({
      otherParty: 'Hartley Heating',
      job: 'Boiler repair in LS6',
      unread: 2,
      link: expect.stringMatching(/\/customer\/chat\?c=q1_hartley$/),
    });
    expect(digestLine('hartley', 'company', 'q1_hartley', conversation)).toBeNull();
  });
});
