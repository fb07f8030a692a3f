import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { SuggestionsInbox } from '@/features/admin-services/components/suggestions-inbox';

export default function ServiceSuggestionsPage() {
  return (
    <article className="page">
      <Seo
        title="Service suggestions"
        description="Services that customers have suggested adding to the catalogue."
        noindex
      />
      <PageHero
        heading="Service suggestions"
        lede="What people asked for in the quote form when no service fitted. Approve one as a new service, merge it into a service so search finds it, or reject it; people who left an email address are told."
      />
      <SuggestionsInbox />
    </article>
  );
}
