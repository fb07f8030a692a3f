import { useId } from 'react';

import './content.css';

export type TableOfContentsItem = {
  /** The id of the section to jump to, without `#`. */
  id: string;
  label: string;
};

export type TableOfContentsProps = {
  items: readonly TableOfContentsItem[];
  /** The visible title, which also names the navigation landmark. */
  title?: string;
};

/** An "On this page" list of links to the page's sections, as a named navigation landmark. */
export function TableOfContents({ items, title = 'On this page' }: TableOfContentsProps) {
  const titleId = useId();
  return (
    <nav className="content-toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-toc__title">
        {title}
      </h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
