import { layout, oneLine, type MailMessage } from './mail-templates';

// Emails about reviews: the invitation to a customer with a real job, a new review for the
// company, and the company's reply for the customer. Sent through userMail (category `reviews`).

function message(subject: string, lines: string[], link: string, label: string): MailMessage {
  return {
    subject: oneLine(subject),
    text: `${lines.join('\n\n')}\n\n${label}: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, label),
  };
}

export function reviewInvitationEmail(
  invite: { name: string; businessName: string; serviceName: string },
  link: string,
): MailMessage {
  const business = oneLine(invite.businessName);
  const job = invite.serviceName ? `${invite.serviceName.toLowerCase()} job` : 'job';
  return message(
    `How did ${business} do?`,
    [
      invite.name ? `Hello ${oneLine(invite.name)},` : 'Hello,',
      `You had a ${job} done by ${business} through Fixwell. Would you rate their quality of work, value for money and reliability?`,
      'Only customers with a real job can review a company, so your review helps other homeowners choose with confidence. It takes a couple of minutes.',
    ],
    link,
    'Review the job',
  );
}

export function reviewReceivedEmail(
  review: { businessName: string; authorName: string; rating: number },
  link: string,
): MailMessage {
  return message(
    `New review from ${review.authorName}: ${review.rating} out of 5`,
    [
      `Hello ${oneLine(review.businessName)},`,
      `${oneLine(review.authorName)} reviewed your work and rated it ${review.rating} out of 5.`,
      'You can reply once, publicly, and your reply shows under the review on your profile.',
    ],
    link,
    'Read the review',
  );
}

export function reviewRepliedEmail(
  reply: { name: string; businessName: string },
  link: string,
): MailMessage {
  const business = oneLine(reply.businessName);
  return message(
    `${business} replied to your review`,
    [
      reply.name ? `Hello ${oneLine(reply.name)},` : 'Hello,',
      `${business} has replied to the review you left on Fixwell.`,
    ],
    link,
    'Read the reply',
  );
}
