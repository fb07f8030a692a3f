import type { ReactNode } from 'react';

import './content.css';

export type FaqItem = {
  question: string;
  /** Plain text becomes a paragraph; pass elements for links or lists. */
  answer: ReactNode;
  /** An anchor for linking straight to this question. */
  id?: string;
};

export type FaqListProps = {
  items: readonly FaqItem[];
  /** Names the list for assistive technology when the list has no heading just above it. */
  label?: string;
};

/**
 * Questions that expand to show their answers. Native `<details>`/`<summary>`: reachable with Tab,
 * toggled with Enter or Space, announced as expanded or collapsed, and readable without script.
 */
export function FaqList({ items, label }: FaqListProps) {
  return (
    <ul className="faq-list" role="list" aria-label={label}>
      {items.map((item) => (
        <li key={item.question}>
          <details className="faq-list__item" id={item.id}>
            <summary className="faq-list__question">{item.question}</summary>
            <div className="faq-list__answer">
              {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
