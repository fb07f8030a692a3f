import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { AdminQuoteList } from '@/features/admin-quotes/components/admin-quote-list';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

export default function QuotesPage() {
  const services = useServiceIndex({ includeHidden: true });
  return (
    <article className="page">
      <Seo
        title="Quote requests"
        description="Every quote request made on the platform and which companies received it."
        noindex
      />
      <PageHero
        heading="Quote requests"
        lede="Every quote request made on the platform, newest first, with where matching sent it."
      />
      <AdminQuoteList services={services} />
    </article>
  );
}
