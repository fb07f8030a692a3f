import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import { useQuestionLabels } from '@/features/catalogue/hooks/use-question-labels';
import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { useAdminQuote } from '@/features/admin-quotes/api/get-admin-quote';
import { AdminQuoteDetail } from '@/features/admin-quotes/components/admin-quote-detail';
import { QuotePhotoGallery } from '@/features/quote-photos/components/quote-photo-gallery';
import { QuoteProgress } from '@/features/quote-request/components/quote-progress';

export default function QuoteDetailPage() {
  const { id = '' } = useRouteParams();
  const quote = useAdminQuote(id);
  const questionLabels = useQuestionLabels(quote.data?.service);
  return (
    <article className="page">
      <Seo
        title="Quote request"
        description="The details of one quote request and the companies it was sent to."
        noindex
      />
      <AdminQuoteDetail
        query={quote}
        questionLabels={questionLabels}
        renderProgress={(view) => (
          <QuoteProgress view={view} label="Progress of the request" summary={false} />
        )}
        renderPhotos={(photos) => <QuotePhotoGallery photos={photos} />}
      />
      <p>
        <Link to={href(paths.adminQuoteConversations, { id })}>
          Read the conversations about this request
        </Link>
      </p>
    </article>
  );
}
