// A module of its own, so the home page's search can link to the quote form without loading the
// call-to-action component and its styles.

/** What the quote form can be prefilled with. */
export type QuoteHrefParams = {
  /** Free text describing the job, when no service was chosen. */
  q?: string;
  service?: string;
  postcode?: string;
  timing?: 'emergency';
  /** Routes the request to this company first (its profile's slug). */
  company?: string;
};

/** The quote form's query string: only what is known, so the form asks for the rest. */
export function quoteHref(params: QuoteHrefParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.trim()) search.set(key, value.trim());
  }
  const query = search.toString();
  return query ? `/quote?${query}` : '/quote';
}
