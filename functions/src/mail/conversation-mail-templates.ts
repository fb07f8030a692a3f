import { layout, oneLine, type MailMessage } from './mail-templates';

// Emails of conversations. The email says who wrote and about which job, and quotes the start of
// the message; the thread itself is read in the app.

export interface NewMessageMail {
  /** The recipient's name, if known ("Hello Priya,"). */
  recipientName: string;
  /** Who wrote: the company's business name or the customer's name. */
  senderName: string;
  serviceName: string;
  /** The message's preview (at most 140 characters). */
  preview: string;
  /** A guest has no account yet: the link signs them in (or up) first. */
  guest: boolean;
}

export function newMessageEmail(mail: NewMessageMail, link: string): MailMessage {
  const sender = oneLine(mail.senderName) || 'Someone';
  const service = oneLine(mail.serviceName);
  const job = service ? `your ${service.toLowerCase()} job` : 'your job';
  const lines = [
    mail.recipientName ? `Hello ${oneLine(mail.recipientName)},` : 'Hello,',
    `${sender} sent you a message about ${job} on Fixwell:`,
    `“${oneLine(mail.preview)}”`,
    mail.guest
      ? 'Sign in or create your free account with this email address to read it and reply.'
      : 'Reply in your Fixwell messages. We will not email you about every message in this conversation until you have read this one.',
  ];
  const label = mail.guest ? 'Sign in to reply' : 'Read and reply';
  return {
    subject: oneLine(`New message from ${sender}`),
    text: `${lines.join('\n\n')}\n\n${label}: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, label),
  };
}
