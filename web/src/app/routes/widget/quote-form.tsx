import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { useQuoteFormSources } from '@/app/routes/quote/use-quote-form-sources';
import { brandAccentStyle } from '@/components/brand-accent';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { companyBySlugQuery } from '@/features/catalogue/api/catalogue-queries';
import { QuoteRequestForm } from '@/features/quote-request/components/quote-request-form';
import { WidgetHeader } from '@/features/quote-widget/components/widget-header';
import { WidgetSuccess } from '@/features/quote-widget/components/widget-success';
import { usePostWidgetHeight } from '@/features/quote-widget/hooks/use-post-widget-height';
import { widgetBrand } from '@/features/quote-widget/widget-brand';

import '@/features/quote-widget/components/quote-widget.css';

/**
 * `/widget/quote-form`: the quote form on its own, for a company's website to frame. `?company=`
 * sends the request to that company first and `?service=` preselects the service. It keeps a
 * draft of its own per company, so it never resumes a request begun on our site or another
 * company's widget.
 */
export default function QuoteWidgetPage() {
  const [searchParams] = useSearchParams();
  const { services, questionsQuery, prefillFor, usePhotos } = useQuoteFormSources();
  const [sent, setSent] = useState<{ trackingUrl: string } | null>(null);
  usePostWidgetHeight();

  const slug = prefillFor(searchParams).company ?? '';
  const company = useQuery({ ...companyBySlugQuery(slug), enabled: slug !== '' });
  // The company's name, logo and colour: its colour recolours the form's buttons and links.
  const brand = widgetBrand(company.data);
  const companyName = brand?.name;

  return (
    <div className="quote-widget" style={brandAccentStyle(brand?.brandColour ?? null)}>
      <Seo title="Quote Request Widget" noindex />
      <WidgetHeader brand={brand} />
      {sent ? (
        <WidgetSuccess trackingUrl={sent.trackingUrl} companyName={companyName} />
      ) : services ? (
        <QuoteRequestForm
          services={services}
          questionsQuery={questionsQuery}
          usePhotos={usePhotos}
          // Read when the form mounts, once the service index is there to check `?service=`.
          prefill={prefillFor(searchParams)}
          source="widget"
          draftKey={slug ? `widget:${slug}` : 'widget'}
          variant="compact"
          onSubmitted={({ trackingToken }) =>
            setSent({
              trackingUrl: new URL(
                href(paths.quoteTrack, { token: trackingToken }),
                window.location.origin,
              ).toString(),
            })
          }
        />
      ) : (
        <p role="status">Loading the form…</p>
      )}
      <p className="quote-widget__powered">
        Powered by{' '}
        <a href={paths.home} target="_blank" rel="noopener noreferrer">
          Fixwell<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        , free quotes from vetted local trade professionals.
      </p>
    </div>
  );
}
