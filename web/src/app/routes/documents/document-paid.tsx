import { useSearchParams } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { DocumentPaid } from '@/features/document-view/components/document-paid';

export default function DocumentPaidPage() {
  const { id = '' } = useRouteParams();
  const [searchParams] = useSearchParams();
  return (
    <article className="page">
      <Seo
        title="Payment received"
        description="The receipt for your card payment to a trade professional on Fixwell."
        noindex
      />
      <DocumentPaid
        documentId={id}
        token={searchParams.get('token')}
        sessionId={searchParams.get('session_id')}
      />
    </article>
  );
}
