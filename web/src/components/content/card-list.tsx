import type { ReactNode } from 'react';

import './content.css';

export type CardListItem = {
  title: string;
  body: ReactNode;
};

export type CardListProps = {
  items: readonly CardListItem[];
  /** Numbered steps (`<ol>`) rather than a set of features (`<ul>`). */
  ordered?: boolean;
  /** The level of each card's title; 3 under a section's `<h2>` (the default). */
  headingLevel?: 2 | 3 | 4;
};

/** Cards in a responsive grid: a numbered list of steps, or an unordered list of features. */
export function CardList({ items, ordered = false, headingLevel = 3 }: CardListProps) {
  const List = ordered ? 'ol' : 'ul';
  const Heading = `h${headingLevel}` as const;
  return (
    <List className={`steps content-cards${ordered ? ' content-cards--ordered' : ''}`} role="list">
      {items.map((item) => (
        <li key={item.title} className="card">
          <Heading>{item.title}</Heading>
          {typeof item.body === 'string' ? <p>{item.body}</p> : item.body}
        </li>
      ))}
    </List>
  );
}
