import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import type { ServiceSummary } from '@/features/catalogue/catalogue-types';
import { quoteHref } from '@/features/catalogue/quote-href';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

import './catalogue.css';

/** The service a visitor typed, when it names one ("plumber", "Plumbers", "boiler repair"). */
export function matchService(
  text: string,
  services: readonly ServiceSummary[] | undefined,
): ServiceSummary | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return services?.find(
    (service) =>
      service.name.toLowerCase() === wanted ||
      service.searchTerm.toLowerCase() === wanted ||
      service.slug === wanted,
  );
}

/** "What do you need, and where?" → the quote form, prefilled. */
export function HomeSearch() {
  const services = useServiceIndex();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [postcode, setPostcode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const service = matchService(text, services);
    void navigate(quoteHref(service ? { service: service.slug, postcode } : { q: text, postcode }));
  }

  return (
    // action/method and the field names make the search work before the app has loaded, too.
    <form
      className="home-search"
      role="search"
      aria-label="Find a tradesperson"
      action="/quote"
      method="get"
      onSubmit={submit}
    >
      <div className="home-search__field">
        <label htmlFor={`${id}-what`}>What do you need?</label>
        <input
          id={`${id}-what`}
          name="q"
          list={`${id}-services`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. plumber, boiler repair"
          autoComplete="off"
        />
        <datalist id={`${id}-services`}>
          {services?.map((service) => (
            <option key={service.slug} value={service.name} />
          ))}
        </datalist>
      </div>
      <div className="home-search__field">
        <label htmlFor={`${id}-postcode`}>Postcode</label>
        <input
          id={`${id}-postcode`}
          name="postcode"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          placeholder="e.g. LS6 2AB"
          autoComplete="postal-code"
          maxLength={10}
        />
      </div>
      <button type="submit" className="button button--primary button--large">
        Get free quotes
      </button>
    </form>
  );
}
