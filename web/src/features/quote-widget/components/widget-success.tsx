import { useEffect, useRef } from 'react';

import './quote-widget.css';

export type WidgetSuccessProps = {
  /** Absolute address of the request's tracking page. */
  trackingUrl: string;
  companyName?: string | undefined;
};

/**
 * The widget's confirmation: short, because it sits inside someone else's page. The tracking
 * link opens in a new tab so the visitor stays on the partner's site.
 */
export function WidgetSuccess({ trackingUrl, companyName }: WidgetSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in has gone: put them on the news instead of at the top of nothing.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="quote-widget__success" aria-labelledby="quote-widget-success">
      <h2 id="quote-widget-success" ref={headingRef} tabIndex={-1}>
        Your request has been sent
      </h2>
      <p>
        {companyName
          ? `${companyName} will see your request first. `
          : 'We are matching your job with local trade professionals. '}
        Expect a call or an email soon. We have emailed you a link to follow your request.
      </p>
      <p>
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
          Track your request
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
