import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import './catalogue.css';

export type QuoteCtaProps = {
  heading?: string;
  /** Free text describing the job, when no service was chosen. */
  q?: string;
  text?: string;
  /** Prefills the quote form. */
  service?: string;
  postcode?: string;
  timing?: 'emergency';
  /** Routes the request to this company first (its profile's slug). */
  company?: string;
  buttonLabel?: string;
};

/** The quote form's query string: only what is known, so the form asks for the rest. */
export function quoteHref(params: Omit<QuoteCtaProps, 'heading' | 'text' | 'buttonLabel'>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.trim()) search.set(key, value.trim());
  }
  const query = search.toString();
  return query ? `/quote?${query}` : '/quote';
}

/** "Where is the job?" and off to the quote form, prefilled. */
export function QuoteCta({
  heading = 'Get free quotes from local professionals',
  text = 'Tell us about the job in a couple of minutes. Up to three vetted local companies will be in touch.',
  service,
  postcode: initialPostcode = '',
  timing,
  company,
  buttonLabel = 'Get free quotes',
}: QuoteCtaProps) {
  const navigate = useNavigate();
  const id = useId();
  const [postcode, setPostcode] = useState(initialPostcode);

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(quoteHref({ service, postcode, timing, company }));
  }

  return (
    <section className="quote-cta card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{text}</p>
      <form className="quote-cta__form" onSubmit={submit}>
        <label htmlFor={`${id}-postcode`}>Postcode of the job</label>
        <div className="quote-cta__row">
          <input
            id={`${id}-postcode`}
            name="postcode"
            autoComplete="postal-code"
            inputMode="text"
            placeholder="e.g. LS6 2AB"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            maxLength={10}
          />
          <button type="submit" className="button button--primary">
            {buttonLabel}
          </button>
        </div>
      </form>
      <p className="quote-cta__small">Free and with no obligation. We never sell your details.</p>
    </section>
  );
}
