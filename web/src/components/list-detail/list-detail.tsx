import type { ReactNode } from 'react';

import './list-detail.css';

export type ListDetailProps = {
  /** The list (a `<nav>` or a `<section>` with its own label); links in it pick the detail. */
  list: ReactNode;
  /** What was picked (or a form), or nothing. */
  detail: ReactNode;
  /** Whether something is picked: on a phone the detail then stands instead of the list. */
  detailOpen: boolean;
  /** The page's own class, e.g. to set `--list-detail-list-width`. */
  className?: string;
};

/**
 * A list beside the thing picked from it on wide screens; on a phone, one or the other (the
 * detail links back to the list with a `list-detail__back` link, hidden on wide screens). Items
 * of the list may use `list-detail__items` / `list-detail__item` (`aria-current` marks the picked
 * one).
 */
export function ListDetail({ list, detail, detailOpen, className }: ListDetailProps) {
  const classes = ['list-detail', detailOpen ? 'list-detail--detail-open' : '', className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="list-detail__list">{list}</div>
      <div className="list-detail__detail">{detail}</div>
    </div>
  );
}
