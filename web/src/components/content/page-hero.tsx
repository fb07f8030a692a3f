import type { ReactNode } from 'react';

import './content.css';

export type PageHeroProps = {
  /** The page's one `<h1>`. */
  heading: ReactNode;
  /** What the page is for, in a sentence or two. */
  lede?: ReactNode;
  /** A short label above the heading, such as the audience ("For trade professionals"). */
  eyebrow?: ReactNode;
  /** Small print under the lede, such as a last-updated date. */
  meta?: ReactNode;
  /** Buttons or links that start the page's main task. */
  actions?: ReactNode;
  /** An id for the heading, so an `<article aria-labelledby>` can name itself after it. */
  headingId?: string;
  /** A picture under the text (a site image's `HeroPicture`), sized so nothing moves. */
  image?: ReactNode;
};

/** The top of a content page: its `<h1>`, lede, optional small print, actions and picture. */
export function PageHero({
  heading,
  lede,
  eyebrow,
  meta,
  actions,
  headingId,
  image,
}: PageHeroProps) {
  return (
    <header className="page__header content-hero">
      {eyebrow ? <p className="content-hero__eyebrow">{eyebrow}</p> : null}
      <h1 id={headingId}>{heading}</h1>
      {lede ? <p className="page__lede">{lede}</p> : null}
      {meta ? <p className="content-hero__meta">{meta}</p> : null}
      {actions ? <div className="content-hero__actions">{actions}</div> : null}
      {image}
    </header>
  );
}
