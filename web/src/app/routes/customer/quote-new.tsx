import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useQuoteFormSources } from '@/app/routes/quote/use-quote-form-sources';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { QuoteRequestForm } from '@/features/quote-request/components/quote-request-form';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';

/** The quote form in the customer area, with the contact details of the signed-in profile. */
export default function QuoteNewPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const profile = useAuthStore((state) => state.profile);
  const { services, questionsQuery, prefillFor, usePhotos } = useQuoteFormSources();
  const [profilePrefill] = useState<Partial<QuoteFormValues>>(() => ({
    ...(profile?.displayName ? { name: profile.displayName } : {}),
    ...(profile?.email ? { email: profile.email } : {}),
    ...(profile?.phone ? { phone: profile.phone } : {}),
  }));

  return (
    <article className="page">
      <Seo
        title="Request a quote"
        description="Describe a new job so that local trade professionals can send you quotes."
        noindex
      />
      <PageHero
        heading="Request a quote"
        lede="Describe a new job so that local trade professionals can send you quotes."
      />
      {services ? (
        <QuoteRequestForm
          services={services}
          questionsQuery={questionsQuery}
          usePhotos={usePhotos}
          prefill={{ ...prefillFor(searchParams), ...profilePrefill }}
          source="customer-area"
          draftKey="customer-quote"
          onSubmitted={({ id }) => void navigate(href(paths.quoteSuccess, { id }))}
        />
      ) : (
        <p role="status">Loading the form…</p>
      )}
    </article>
  );
}
