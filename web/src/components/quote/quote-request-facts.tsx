import {
  BUDGET_BAND_LABELS,
  PROPERTY_TYPE_LABELS,
  QUOTE_TIMING_LABELS,
} from '@fixwell/common/quote/quote-request';
import type { ReactNode } from 'react';

import { QuoteDate } from '@/components/quote/quote-date';
import type { QuoteView } from '@/lib/quotes/quote-view';

import './quote-facts.css';

/** "leak-location" → "Leak location", for an answer whose question the catalogue no longer has. */
function humanise(id: string): string {
  const words = id.replace(/-+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}

function answerText(answer: string | string[]): string {
  return Array.isArray(answer) ? answer.join(', ') : answer;
}

/** One term and its description in a facts list. */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export type QuoteRequestFactsProps = {
  quote: QuoteView;
  /** The service's questions by id, as the catalogue words them (undefined while loading). */
  questionLabels: Record<string, string> | undefined;
  /** The console's wider columns. */
  wide?: boolean;
  /** What the creation date is called ("Sent on" to the customer). */
  createdLabel: string;
  /** Facts before the service, such as the reference. */
  leading?: ReactNode;
  /** Facts after the postcode, such as where the request came from. */
  children?: ReactNode;
};

/** Everything the customer said about the job, as they said it. */
export function QuoteRequestFacts({
  quote,
  questionLabels,
  wide = false,
  createdLabel,
  leading,
  children,
}: QuoteRequestFactsProps) {
  // Answers are trimmed when submitted, so a blank one was left empty: nothing to show.
  const answers = Object.entries(quote.answers).filter(
    ([, answer]) => answerText(answer).trim() !== '',
  );
  return (
    <dl className={wide ? 'quote-facts quote-facts--wide' : 'quote-facts'}>
      {leading}
      <Fact term="Service">{quote.serviceName}</Fact>
      {answers.map(([id, answer]) => (
        <Fact key={id} term={questionLabels?.[id] ?? humanise(id)}>
          {answerText(answer)}
        </Fact>
      ))}
      <Fact term="When">{QUOTE_TIMING_LABELS[quote.timing] ?? quote.timing}</Fact>
      <Fact term="Budget">{BUDGET_BAND_LABELS[quote.budget] ?? quote.budget}</Fact>
      <Fact term="Property">{PROPERTY_TYPE_LABELS[quote.propertyType] ?? quote.propertyType}</Fact>
      <Fact term="Postcode">{quote.postcode}</Fact>
      {children}
      <Fact term={createdLabel}>
        <QuoteDate date={quote.createdAt} />
      </Fact>
      <Fact term="Description" className="quote-facts__description">
        {quote.description}
      </Fact>
    </dl>
  );
}
