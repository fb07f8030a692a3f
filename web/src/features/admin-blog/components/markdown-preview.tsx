import { renderMarkdown } from '@fixwell/common/content/markdown';
import { useDeferredValue, useMemo } from 'react';

/**
 * The post as the public page shows it: the same renderer the publish function uses (raw HTML
 * off, links and images allow-listed), so its output is safe to put in the page. Loaded lazily,
 * so other admin pages do not download markdown-it.
 */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(
    () =>
      renderMarkdown(deferred, {
        siteOrigin: typeof window === 'undefined' ? undefined : window.location.origin,
      }),
    [deferred],
  );
  return (
    <div
      className="blog-preview prose article-body"
      data-testid="markdown-preview"
      // Safe: renderMarkdown escapes raw HTML and allow-lists every address (common/src/content).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
