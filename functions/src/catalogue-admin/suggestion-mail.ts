import type { MailMessage } from '../mail/mail-templates';
import { layout, oneLine } from '../mail/mail-templates';

// The one reply a suggester asked for by leaving an address: what became of the suggestion.

export type SuggestionOutcome =
  | { kind: 'approved' | 'merged'; serviceName: string; link: string }
  | { kind: 'rejected'; link: string };

export function suggestionReplyEmail(text: string, outcome: SuggestionOutcome): MailMessage {
  const asked = `You suggested “${oneLine(text)}” on Fixwell.`;
  const paragraphs =
    outcome.kind === 'rejected'
      ? [
          asked,
          'Thank you for telling us. We have looked at it and will not be adding it as a service for now, so local trades can stay focused on the work they do best.',
          'You can still describe your job in a quote request under the closest service, and the companies matched to it will tell you whether they can help.',
        ]
      : [
          asked,
          outcome.kind === 'approved'
            ? `Good news: we have added “${oneLine(outcome.serviceName)}” to our services.`
            : `Good news: you can request quotes for it under “${oneLine(outcome.serviceName)}”.`,
          'Tell us about the job and we will pass it to up to three vetted local companies.',
        ];
  const subject =
    outcome.kind === 'rejected'
      ? 'About the service you suggested'
      : `You can now get quotes: ${oneLine(outcome.serviceName)}`;
  const button = outcome.kind === 'rejected' ? 'Request a quote' : 'Get free quotes';
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${button}: ${outcome.link}\n\nThe Fixwell team`,
    html: layout(paragraphs, outcome.link, button),
  };
}
