import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { href, paths } from '@/config/paths';
import { AdminQuoteConversations } from '@/features/conversations/components/admin-quote-conversations';

export default function QuoteConversationsPage() {
  const { id = '' } = useRouteParams();
  return (
    <InfoPage
      heading="Quote conversations"
      description="The conversations between the customer and companies about one quote request."
      params={['id']}
    >
      <p>
        <Link to={href(paths.adminQuote, { id })}>Back to the quote request</Link>
      </p>
      <AdminQuoteConversations quoteId={id} />
    </InfoPage>
  );
}
