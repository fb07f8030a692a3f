import { formatLondonDate, londonDateOf } from '@fixwell/common/london-time';

import { layout, oneLine, type MailMessage } from '../mail/mail-templates';

/** What the reply email needs: who wrote, what and when, and the admin's answer. */
export interface ContactReplyMail {
  name: string;
  originalMessage: string;
  sentAtMillis: number | null;
  reply: string;
}

const paragraphs = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/**
 * An admin's answer to a contact message. It goes from the mail sender with the support inbox as
 * `replyTo`, so the person can simply reply; their own message is quoted below for context.
 */
export function contactReplyEmail(mail: ContactReplyMail, contactLink: string): MailMessage {
  const greeting = `Hello ${oneLine(mail.name)},`;
  const when =
    mail.sentAtMillis === null
      ? 'You wrote to us:'
      : `You wrote to us on ${formatLondonDate(londonDateOf(mail.sentAtMillis), { weekday: false })}:`;
  const replyHint = 'Reply to this email to write back to us.';
  return {
    subject: 'Re: your message to Fixwell',
    text: `${greeting}\n\n${mail.reply}\n\n---\n${when}\n${mail.originalMessage}\n\n${replyHint}\n\nThe Fixwell team\n`,
    html: layout(
      [
        greeting,
        ...paragraphs(mail.reply),
        when,
        ...paragraphs(mail.originalMessage).map((line) => `> ${line}`),
        replyHint,
      ],
      contactLink,
      'Contact Fixwell',
    ),
  };
}
