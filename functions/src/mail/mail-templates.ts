/** The `message` of a mail document (Firebase Trigger Email extension shape). */
import { escapeHtml } from '@fixwell/common/html-escape';
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Passed to the mailer as they are (the one-click unsubscribe headers of RFC 8058). */
  headers?: Record<string, string>;
}

export function layout(paragraphs: string[], link: string, buttonLabel: string): string {
  const safeLink = escapeHtml(link);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en-GB">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${body}
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 16px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(buttonLabel)}</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${safeLink}">${safeLink}</a></p>
<p>The Fixwell team</p>
</body>
</html>`;
}

export function passwordResetEmail(link: string): MailMessage {
  const intro = 'We received a request to reset the password for your Fixwell account.';
  const ignore =
    "If you didn't ask for this, you can ignore this email: your password stays the same.";
  return {
    subject: 'Reset your Fixwell password',
    text: `Hello,\n\n${intro}\n\nReset your password: ${link}\n\nThe link works once and expires in 1 hour. ${ignore}\n\nThe Fixwell team\n`,
    html: layout(
      [intro, `The link works once and expires in 1 hour. ${ignore}`],
      link,
      'Reset your password',
    ),
  };
}

export function verificationEmail(link: string, displayName: string | undefined): MailMessage {
  const greeting = displayName ? `Hello ${displayName},` : 'Hello,';
  const intro = 'Please confirm your email address to finish setting up your Fixwell account.';
  const ignore = "If you didn't create a Fixwell account, you can ignore this email.";
  return {
    subject: 'Verify your Fixwell email address',
    text: `${greeting}\n\n${intro}\n\nVerify your email address: ${link}\n\n${ignore}\n\nThe Fixwell team\n`,
    html: layout([greeting, intro, ignore], link, 'Verify your email address'),
  };
}

/** A contact-form message as the support inbox is told about it. */
export interface ContactNotification {
  /** The contactMessages document id. */
  reference: string;
  name: string;
  email: string;
  phone?: string | undefined;
  topicLabel: string;
  message: string;
}

/** Line breaks in a header such as the subject would be at best mangled, so they become spaces. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function contactNotificationEmail(
  contact: ContactNotification,
  adminLink: string,
): MailMessage {
  const name = oneLine(contact.name);
  const intro = 'A new message has arrived through the Fixwell contact form.';
  const details = [
    `From: ${name} <${contact.email}>`,
    `Phone: ${contact.phone ?? 'not given'}`,
    `Topic: ${contact.topicLabel}`,
    `Reference: ${contact.reference}`,
  ];
  const reply = `Reply to this email to answer ${name} directly.`;
  const lines = contact.message.split(/\r?\n/).filter((line) => line.trim() !== '');
  return {
    subject: `New contact message: ${contact.topicLabel} from ${name}`,
    text: `${intro}\n\n${details.join('\n')}\n\nMessage:\n${contact.message}\n\n${reply}\nAll contact messages: ${adminLink}\n\nThe Fixwell team\n`,
    html: layout(
      [intro, ...details, 'Message:', ...lines, reply],
      adminLink,
      'Open contact messages',
    ),
  };
}

/** A quote request as its confirmation email describes it. */
export interface QuoteReceipt {
  name: string;
  serviceName: string;
  postcodeDistrict: string;
}

/**
 * Confirms a quote request to the customer with their private tracking link. The link is the only
 * copy of the token (only its hash is stored), so the email says to keep it.
 */
export function quoteReceivedEmail(quote: QuoteReceipt, trackingLink: string): MailMessage {
  const serviceName = oneLine(quote.serviceName);
  const greeting = `Hello ${oneLine(quote.name)},`;
  const intro = `Thank you: we have received your quote request (${serviceName}, ${oneLine(quote.postcodeDistrict)}).`;
  const next =
    'We are now finding up to 3 local companies for the job. Each one that takes it on will contact you.';
  const keep =
    'Keep this email: the link below shows the progress of your request and only you have it.';
  const ignore = "If you didn't ask for a quote, you can ignore this email.";
  return {
    subject: `We have received your quote request: ${serviceName}`,
    text: `${greeting}\n\n${intro}\n\n${next}\n\n${keep}\nTrack your request: ${trackingLink}\n\n${ignore}\n\nThe Fixwell team\n`,
    html: layout([greeting, intro, next, keep, ignore], trackingLink, 'Track your request'),
  };
}
