import type { ReactNode } from 'react';

import { useRouteHandle, useRouteParams } from '@/app/routes/route-params';
import type { LayoutName } from '@/config/route-types';
import { Seo } from '@/components/seo/seo';

/** Private areas have nothing for search engines. */
const PRIVATE_LAYOUTS: readonly LayoutName[] = ['customer', 'company', 'admin', 'empty', 'none'];

const PARAM_LABELS: Record<string, string> = {
  id: 'Reference',
  slug: 'Page',
  token: 'Tracking code',
  service: 'Service',
  location: 'Area',
  documentId: 'Document',
  contentType: 'Section',
};

/** Turns a URL segment such as `gas-safe-engineers` into "Gas safe engineers". */
export function humanise(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : words;
}

export type InfoPageProps = {
  heading: ReactNode;
  description: string;
  /** Defaults to the route table's title for this route. */
  title?: string;
  /** Route parameters to show, by name, so a parameterised page says which record it is about. */
  params?: string[];
  noindex?: boolean;
  children?: ReactNode;
};

/** The frame of a page: its one `<h1>`, what the page is for, its head tags and any content. */
export function InfoPage({
  heading,
  description,
  title,
  params,
  noindex,
  children,
}: InfoPageProps) {
  const handle = useRouteHandle();
  const routeParams = useRouteParams();
  const shown = (params ?? []).filter((name) => routeParams[name]);
  const pageTitle = title ?? handle?.title ?? (typeof heading === 'string' ? heading : 'Fixwell');
  const isPrivate = handle ? PRIVATE_LAYOUTS.includes(handle.layout) : false;

  return (
    <article className="page">
      <Seo title={pageTitle} description={description} noindex={noindex ?? isPrivate} />
      <div className="page__header">
        <h1>{heading}</h1>
        <p className="page__lede">{description}</p>
      </div>
      {shown.length > 0 ? (
        <dl className="page__details">
          {shown.map((name) => (
            <div key={name}>
              <dt>{PARAM_LABELS[name] ?? humanise(name)}</dt>
              <dd>{routeParams[name]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </article>
  );
}
