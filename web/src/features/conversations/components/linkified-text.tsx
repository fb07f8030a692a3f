import { find } from 'linkifyjs';
import type { ReactNode } from 'react';

/** Only web links become links: never `javascript:`, `data:`, `mailto:` or anything else. */
function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's text with its web addresses made clickable. React escapes every piece, and each
 * link opens in a new tab without handing the page over (`noopener`) or vouching for it.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of find(text, 'url')) {
    const href = safeHref(match.href);
    if (!href) continue;
    if (match.start > from) parts.push(text.slice(from, match.start));
    parts.push(
      <a key={match.start} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {match.value}
      </a>,
    );
    from = match.end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
