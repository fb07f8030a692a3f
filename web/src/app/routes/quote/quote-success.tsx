import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { QuoteSuccess } from '@/features/quote-request/components/quote-success';
import { useRouteParams } from '@/app/routes/route-params';

export default function QuoteSuccessPage() {
  const { id = '' } = useRouteParams();
  return (
    <article className="page">
      <Seo
        title="Your request has been sent"
        description="We are matching your job with local trade professionals."
        noindex
      />
      <PageHero
        heading="Your request has been sent"
        lede="Thank you. We are matching your job with local trade professionals now."
      />
      <QuoteSuccess quoteId={id} />
    </article>
  );
}
