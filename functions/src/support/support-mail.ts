import { layout, oneLine, type MailMessage } from '../mail/mail-templates';

// The email a requester gets when Fixwell answers their ticket (queued with mailDocument: an
// answer to a question they asked is an email they must get).

/** Longest part of the reply quoted in the email; the rest is read in the app. */
export const SUPPORT_MAIL_QUOTE_MAX = 1000;

export function supportReplyEmail(
  reply: { requesterName: string; subject: string; text: string },
  link: string,
): MailMessage {
  const subject = oneLine(reply.subject);
  const quoted =
    reply.text.length > SUPPORT_MAIL_QUOTE_MAX
      ? `${reply.text.slice(0, SUPPORT_MAIL_QUOTE_MAX - 1)}…`
      : reply.text;
  const lines = [
    reply.requesterName ? `Hello ${oneLine(reply.requesterName)},` : 'Hello,',
    `Fixwell support has replied to your ticket “${subject}”:`,
    quoted,
    'You can reply from your support page; the ticket stays open until you are happy.',
  ];
  return {
    subject: oneLine(`Fixwell support replied: ${subject}`),
    text: `${lines.join('\n\n')}\n\nRead and reply: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'Read and reply'),
  };
}
