import { useQuestionLabels } from '@/features/catalogue/hooks/use-question-labels';
import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useCustomerQuote } from '@/features/customer-quotes/api/get-customer-quote';
import { useQuoteFirstReplies } from '@/features/customer-quotes/api/get-quote-first-replies';
import { CustomerQuoteDetail } from '@/features/customer-quotes/components/customer-quote-detail';
import { QuotePhotoGallery } from '@/features/quote-photos/components/quote-photo-gallery';
import { QuoteProgress } from '@/features/quote-request/components/quote-progress';

export default function QuoteDetailPage() {
  const { id = '' } = useRouteParams();
  const quote = useCustomerQuote(id);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  // Nothing to ask before a company has accepted: only accepted leads have conversations.
  const anyAccepted = quote.data?.matches.some((match) => match.status === 'accepted') ?? false;
  const firstReplies = useQuoteFirstReplies(anyAccepted ? uid : '', id);
  const questionLabels = useQuestionLabels(quote.data?.service);
  return (
    <article className="page">
      <Seo
        title="Quote request"
        description="Your quote request, how far it has got and the companies that accepted it."
        noindex
      />
      <CustomerQuoteDetail
        query={quote}
        questionLabels={questionLabels}
        renderProgress={(view) => <QuoteProgress view={view} />}
        renderPhotos={(photos) => <QuotePhotoGallery photos={photos} />}
        firstReplies={firstReplies.data}
      />
    </article>
  );
}
