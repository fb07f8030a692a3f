import { layout, oneLine, type MailMessage } from './mail-templates';

/** What an abandoned quote draft tells the recovery email. */
export interface QuoteRecoveryMail {
  name?: string | undefined;
  serviceName?: string | undefined;
}

/**
 * A friendly nudge to someone who started a quote request and left before sending it. One email,
 * no pressure, and a link that opens the form with their service and postcode already chosen.
 */
export function quoteRecoveryEmail(draft: QuoteRecoveryMail, link: string): MailMessage {
  const greeting = draft.name ? `Hello ${oneLine(draft.name)},` : 'Hello,';
  const what = draft.serviceName ? ` for ${oneLine(draft.serviceName).toLowerCase()}` : '';
  const intro = `You started asking for free quotes${what} on Fixwell but did not get as far as sending the request.`;
  const offer =
    'If you still need the work done, it takes a couple of minutes: tell us about the job and we will find up to 3 vetted local companies to quote for it. It is free and there is no obligation.';
  const ignore =
    'If you have sorted it out already, or changed your mind, you can ignore this email. We will not write about this request again.';
  const subject = draft.serviceName
    ? `Still looking for a ${oneLine(draft.serviceName).toLowerCase()}? Finish your quote request`
    : 'Finish your Fixwell quote request';
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${offer}\n\nFinish your request: ${link}\n\n${ignore}\n\nThe Fixwell team\n`,
    html: layout([greeting, intro, offer, ignore], link, 'Finish your request'),
  };
}
