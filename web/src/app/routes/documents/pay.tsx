import { useSearchParams } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { DocumentPay } from '@/features/document-view/components/document-pay';

export default function PayPage() {
  const { documentId = '' } = useRouteParams();
  const [searchParams] = useSearchParams();
  return (
    <article className="page">
      <Seo
        title="Pay your invoice"
        description="Pay an invoice or deposit from your trade professional securely by card."
        noindex
      />
      <DocumentPay documentId={documentId} token={searchParams.get('token')} />
    </article>
  );
}
