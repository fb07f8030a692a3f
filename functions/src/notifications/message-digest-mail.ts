import type { MailMessage } from '../mail/mail-templates';
import { escapeHtml } from '@fixwell/common/html-escape';

// The daily email for people who chose "Messages: send me one email a day instead": one line per
// conversation with unread messages. Pure, so it is unit-tested on its own.

export interface DigestConversation {
  /** Who wrote: the company's name for a customer, the customer's name for a company. */
  otherParty: string;
  /** "Boiler repair in LS6". */
  job: string;
  unread: number;
  /** The last message's text, already shortened by the conversations domain. */
  preview: string;
  /** The thread in the app. */
  link: string;
}

export interface MessageDigest {
  name: string;
  conversations: DigestConversation[];
  /** The recipient's messages page. */
  allLink: string;
}

const messages = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

export function messageDigestEmail(digest: MessageDigest): MailMessage {
  const total = digest.conversations.reduce((sum, item) => sum + item.unread, 0);
  const threads = digest.conversations.length;
  const greeting = digest.name ? `Hello ${digest.name},` : 'Hello,';
  const intro = `You have ${messages(total)} in ${threads === 1 ? '1 conversation' : `${threads} conversations`} on Fixwell.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...digest.conversations.flatMap((item) => [
      `${item.otherParty}: ${item.job} (${messages(item.unread)})`,
      item.preview ? `“${item.preview}”` : '',
      `Reply: ${item.link}`,
      '',
    ]),
    `All your messages: ${digest.allLink}`,
    '',
    'The Fixwell team',
    '',
  ]
    .filter((line, index, lines) => !(line === '' && lines[index - 1] === ''))
    .join('\n');
  const items = digest.conversations
    .map(
      (item) => `<li style="margin-bottom: 16px">
<strong>${escapeHtml(item.otherParty)}</strong>: ${escapeHtml(item.job)} (${messages(item.unread)})<br>
${item.preview ? `<span style="color: #4b5563">“${escapeHtml(item.preview)}”</span><br>` : ''}
<a href="${escapeHtml(item.link)}">Read and reply to ${escapeHtml(item.otherParty)}</a>
</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left: 20px">
${items}
</ul>
<p><a href="${escapeHtml(digest.allLink)}" style="display: inline-block; padding: 10px 16px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">See all your messages</a></p>
<p>The Fixwell team</p>
</body>
</html>`;
  return {
    subject:
      threads === 1
        ? `${messages(total)} from ${digest.conversations[0]!.otherParty}`
        : `${messages(total)} in ${threads} conversations`,
    text,
    html,
  };
}
