import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { quoteHref, type QuoteHrefParams } from '@/features/catalogue/quote-href';

import './catalogue.css';

// Pages that link to the quote form themselves import it from here, beside the call to action.
export { quoteHref };

export type QuoteCtaProps = QuoteHrefParams & {
  heading?: string;
  text?: string;
  buttonLabel?: string;
};

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
