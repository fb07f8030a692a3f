import { useRouteParams } from '@/app/routes/route-params';
import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { QuoteTracker } from '@/features/quote-request/components/quote-tracker';

export default function QuoteTrackPage() {
  const { token = '' } = useRouteParams();
  return (
    <article className="page">
      <Seo
        title="Track your quote request"
        description="See where your quote request stands and which companies have responded."
        noindex
      />
      <PageHero
        heading="Track your quote request"
        lede="See where your request stands and how many companies have responded."
      />
      <dl className="page__details">
        <div>
          <dt>Tracking code</dt>
          <dd>{token}</dd>
        </div>
      </dl>
      <QuoteTracker token={token} />
    </article>
  );
}
