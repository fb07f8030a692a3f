import { Link } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useClaimGuestQuotes } from '@/features/customer-quotes/api/claim-guest-quotes';
import { CustomerQuoteList } from '@/features/customer-quotes/components/customer-quote-list';

export default function QuotesPage() {
  const uid = useAuthStore((state) => state.profile?.id ?? '');
  const emailVerified = useAuthStore(
    (state) => state.profile?.emailVerified === true || state.user?.emailVerified === true,
  );
  useClaimGuestQuotes(uid, emailVerified);

  return (
    <article className="page">
      <Seo
        title="Your quotes"
        description="Every quote request you have made and where each one stands."
        noindex
      />
      <PageHero
        heading="Your quote requests"
        lede="Every quote request you have made, where it stands and which companies accepted it."
        actions={
          <Link to={paths.customerQuoteNew} className="button button--primary">
            Request a quote
          </Link>
        }
      />
      {uid ? <CustomerQuoteList uid={uid} /> : null}
    </article>
  );
}
