import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { FormField } from '@/components/form/form-field';
import { QueryState, TextPlaceholder } from '@/components/query-state';
import { Seo } from '@/components/seo/seo';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';
import {
  useWidgetCompany,
  type WidgetCompany,
} from '@/features/quote-widget/api/get-widget-company';
import { useWidgetRequestCounts } from '@/features/quote-widget/api/get-widget-request-counts';
import { EmbedSnippet } from '@/features/quote-widget/components/embed-snippet';
import { WidgetPreview } from '@/features/quote-widget/components/widget-preview';
import { WidgetRequestCounts } from '@/features/quote-widget/components/widget-request-counts';
import { buildEmbedSnippet, widgetUrl } from '@/features/quote-widget/widget-snippet';

import '@/features/quote-widget/components/quote-widget.css';

/** `/company/widgets`: the embed code for the company's own website, a preview and its results. */
export default function WidgetsPage() {
  const uid = useAuthStore((state) => state.user?.uid);
  const company = useWidgetCompany(uid);
  const counts = useWidgetRequestCounts(uid);

  return (
    <div className="page widget-settings">
      <Seo
        title="Website widgets"
        description="Embed a Fixwell quote request form on your own website."
        noindex
      />
      <header>
        <h1>Website widgets</h1>
        <p>
          Put a quote request form on your own website. Requests sent from it come to you first, and
          appear with your other <Link to="/company/leads">leads</Link>.
        </p>
      </header>

      <section aria-labelledby="widget-results-heading">
        <h2 id="widget-results-heading">Requests through your widget</h2>
        <WidgetRequestCounts query={counts} />
      </section>

      <QueryState query={company} what="your company details" placeholder={<TextPlaceholder />}>
        {(details) =>
          details ? (
            <WidgetSetup company={details} />
          ) : (
            <p role="status">
              Your company profile is still being set up. Your embed code appears here as soon as it
              is ready.
            </p>
          )
        }
      </QueryState>
    </div>
  );
}

function WidgetSetup({ company }: { company: WidgetCompany }) {
  const serviceIndex = useServiceIndex();
  const [service, setService] = useState('');
  const origin = window.location.origin;

  // The company's trades that the quote form offers, by their catalogue names.
  const services = useMemo(
    () =>
      company.trades.flatMap((trade) => {
        const known = serviceIndex?.find((entry) => entry.slug === trade);
        return known ? [{ slug: known.slug, name: known.name }] : [];
      }),
    [company.trades, serviceIndex],
  );

  const options = { origin, slug: company.slug, service: service || undefined };
  const snippet = buildEmbedSnippet({ ...options, companyName: company.businessName });

  return (
    <>
      <section aria-labelledby="widget-code-heading" className="widget-snippet__section">
        <h2 id="widget-code-heading">Your embed code</h2>
        <FormField
          label="Service to preselect"
          optional
          hint="Choose one if the page is about a single service; otherwise the visitor chooses."
        >
          {(control) => (
            <select
              {...control}
              className="form-field__input widget-snippet__service"
              value={service}
              onChange={(event) => setService(event.target.value)}
              disabled={!serviceIndex}
            >
              <option value="">Let the visitor choose</option>
              {services.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <EmbedSnippet snippet={snippet} />
      </section>

      <section aria-labelledby="widget-preview-heading">
        <h2 id="widget-preview-heading">Preview</h2>
        <p>
          This is the form as visitors to your website will see it. It is live: a request sent from
          here is a real request and reaches you as a lead.
        </p>
        <WidgetPreview
          src={widgetUrl(options)}
          title={`Preview of the quote request form for ${company.businessName}`}
        />
      </section>
    </>
  );
}
