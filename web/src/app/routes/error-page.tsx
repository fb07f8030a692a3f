import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';

import { PublicChrome } from '@/app/layouts/public-chrome';
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload';
import { reportError } from '@/lib/error-reporting';

const TITLES: Record<number, string> = { 404: 'Page Not Found', 500: 'Server Error' };
const DESCRIPTIONS: Record<number, string> = {
  404: 'The page you are looking for does not exist. It may have been moved or deleted.',
  500: 'We are experiencing technical difficulties. Please try again later.',
};
const GENERIC_MESSAGE = 'An unexpected error occurred. Please try again.';

export type ErrorDetails = { status: number; message?: string };

function messageFrom(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  return undefined;
}

/** SPEC.md §8: application errors carry a status code, 500 unless they say otherwise. */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    // statusText is React Router's default wording, not ours, so only the body counts as a message.
    return { status: error.status, message: messageFrom(error.data) };
  }
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status;
    return { status: typeof status === 'number' ? status : 500, message: error.message };
  }
  return { status: 500, message: messageFrom(error) };
}

export function errorTitle(status: number): string {
  return TITLES[status] ?? 'Something Went Wrong';
}

export function errorDescription({ status, message }: ErrorDetails): string {
  return DESCRIPTIONS[status] ?? (message || GENERIC_MESSAGE);
}

/** The body of the error page; the surrounding layout provides `<main>`. */
export function ErrorView({ status, message }: ErrorDetails) {
  const title = errorTitle(status);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <Helmet>
        <title>{`${title} | Fixwell`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 id="error-title">
        <span className="error-page__status">{status}</span> {title}
      </h1>
      <p className="page__lede">{errorDescription({ status, message })}</p>
      {status === 404 && message ? <p className="error-page__detail">{message}</p> : null}
      <p>
        <Link className="button button--primary" to="/">
          Go Home
        </Link>
      </p>
      <nav aria-label="Helpful links">
        <ul className="error-page__links">
          <li>
            <Link to="/services">Browse services</Link>
          </li>
          <li>
            <Link to="/blog">Read the blog</Link>
          </li>
          <li>
            <Link to="/quote">Get free quotes</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

/** The non-fatal 404 for a path no route matches, shown inside the default layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorView status={404} message={`Page not found: ${pathname}`} />;
}

/** The root route's error element: any error thrown while loading or rendering a route. */
export default function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const details = describeError(error);

  useEffect(() => {
    if (isChunkLoadError(error)) {
      // A missing chunk usually means a new deploy: reload once to fetch it.
      if (reloadOnceForChunkError(pathname)) return;
    }
    if (!isRouteErrorResponse(error) || error.status >= 500) {
      reportError(error, { source: 'route-error', path: pathname });
    }
  }, [error, pathname]);

  return (
    <PublicChrome>
      <ErrorView {...details} />
    </PublicChrome>
  );
}
