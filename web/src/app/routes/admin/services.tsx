import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { AdminServices } from '@/features/admin-services/components/admin-services';

export default function ServicesPage() {
  return (
    <article className="page">
      <Seo
        title="Services"
        description="The trades customers can request quotes for, as listed on the public site."
        noindex
      />
      <PageHero
        heading="Services"
        lede="The services customers can request quotes for: their page text, prices, the quote form's questions and FAQs. Every change is recorded."
      />
      <AdminServices />
    </article>
  );
}
