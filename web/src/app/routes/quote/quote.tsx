import { Link, useNavigate, useOutlet, useSearchParams } from 'react-router';

import { useQuoteFormSources } from '@/app/routes/quote/use-quote-form-sources';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { QuoteRequestForm } from '@/features/quote-request/components/quote-request-form';

/** `/quote` and the frame of its child `/quote/track/:token`, which renders in its place. */
export default function QuotePage() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <QuoteRequestPage />;
}

function QuoteRequestPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { services, questionsQuery, prefillFor, usePhotos } = useQuoteFormSources();

  return (
    <article className="page">
      <Seo
        title="Get free quotes from local tradespeople"
        description="Tell us what needs doing and where. We pass your request to up to three vetted local trade professionals, and they send you free, no-obligation quotes."
        canonical={paths.quote}
      />
      <PageHero
        heading="Get free quotes from local tradespeople"
        lede="Tell us what needs doing and where. We pass your request to up to three vetted trade professionals who cover your area, and they send you free, no-obligation quotes."
      />
      {services ? (
        <QuoteRequestForm
          services={services}
          questionsQuery={questionsQuery}
          usePhotos={usePhotos}
          // Read once, when the form mounts: it owns its values from then on.
          prefill={prefillFor(searchParams)}
          source="web"
          draftKey="quote"
          onSubmitted={({ id }) => void navigate(href(paths.quoteSuccess, { id }))}
        />
      ) : (
        <p role="status">Loading the form…</p>
      )}
      <p>
        Already sent a request? Use the tracking link in your confirmation email to see its
        progress, or <Link to={paths.signup}>create an account</Link> to keep all your quotes in one
        place.
      </p>
    </article>
  );
}
