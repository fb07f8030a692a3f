import { Link, useSearchParams } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { paths } from '@/config/paths';
import { documentPageHref } from '@/features/document-view/document-links';

export default function DocumentDeclinedPage() {
  const { id = '' } = useRouteParams();
  const [searchParams] = useSearchParams();
  return (
    <InfoPage
      heading="Quote declined"
      title="Quote declined"
      description="Thank you for letting the company know. They have been told that you declined their quote."
    >
      <p>Your reason helps them improve their quotes. You do not need to do anything else.</p>
      <p>
        <Link to={documentPageHref(paths.document, id, searchParams.get('token'))}>
          Back to the quote
        </Link>
      </p>
    </InfoPage>
  );
}
