import { Helmet } from 'react-helmet-async';

export const SITE_NAME = 'Fixwell';
const TITLE_SUFFIX = ` | ${SITE_NAME}`;

export type SeoProps = {
  title: string;
  description?: string;
  /** An absolute URL or a path; paths are resolved against the current origin. */
  canonical?: string;
  noindex?: boolean;
};

function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url) || typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).toString();
}

/** The page's head: title with the site suffix, description, canonical link and robots. */
export function Seo({ title, description, canonical, noindex = false }: SeoProps) {
  const fullTitle = title.endsWith(TITLE_SUFFIX) ? title : `${title}${TITLE_SUFFIX}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonical ? <link rel="canonical" href={absoluteUrl(canonical)} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}
