import { useState } from 'react';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import { readTrackingToken } from '@/features/quote-request/hooks/tracking-token';

import './quote-request.css';

/** What happens next, the tracking link (when this tab sent the request) and where to go on. */
export function QuoteSuccess({ quoteId }: { quoteId: string }) {
  const [token] = useState(() => readTrackingToken(quoteId));
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const trackPath = token ? href(paths.quoteTrack, { token }) : null;

  async function copy(path: string) {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <>
      <h2>What happens next</h2>
      <ol>
        <li>We match your job with up to three local companies who cover your area.</li>
        <li>They contact you by phone or email to talk about the job and give you a quote.</li>
        <li>You compare the quotes and choose who does the work. You are under no obligation.</li>
      </ol>

      {trackPath ? (
        <>
          <h2>Track your request</h2>
          <p>Keep this link to see how your request is going. We have also emailed it to you.</p>
          <div className="quote-link">
            <Link to={trackPath}>{`${window.location.origin}${trackPath}`}</Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copy(trackPath)}
            >
              Copy link
            </button>
          </div>
          <p role="status" className="form-field__hint">
            {copied === 'yes'
              ? 'Link copied.'
              : copied === 'failed'
                ? 'We could not copy the link. Select it and copy it yourself.'
                : ''}
          </p>
        </>
      ) : (
        <p>The email we have sent you has a link to follow your request.</p>
      )}

      <h2>Keep your requests in one place</h2>
      <p>
        <Link to={paths.signup}>Create a free account</Link> with the same email address to see this
        request and any future ones, and to message the companies.
      </p>
      <p>
        While you wait, read our guide on{' '}
        <Link to={paths.howToGetQuotes}>how to compare quotes</Link>.
      </p>
    </>
  );
}
