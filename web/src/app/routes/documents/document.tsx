import { useSearchParams } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { DocumentViewer } from '@/features/document-view/components/document-viewer';

export default function DocumentPage() {
  const { id = '' } = useRouteParams();
  const [searchParams] = useSearchParams();
  return (
    <article className="page">
      <Seo
        title="Your document"
        description="A quote or invoice a trade professional has sent you through Fixwell."
        noindex
      />
      <DocumentViewer documentId={id} token={searchParams.get('token')} />
    </article>
  );
}
