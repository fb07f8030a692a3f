import { Link, useSearchParams } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { paths } from '@/config/paths';
import { documentPageHref } from '@/features/document-view/document-links';

export default function DocumentAcceptedPage() {
  const { id = '' } = useRouteParams();
  const [searchParams] = useSearchParams();
  return (
    <InfoPage
      heading="Quote accepted"
      title="Quote accepted"
      description="Thank you. The company has been told that you accepted their quote."
    >
      <h2>What happens next</h2>
      <ul>
        <li>The company will be in touch to arrange the work with you.</li>
        <li>
          If the quote asks for a deposit, a deposit invoice may follow by email, which you can pay
          online.
        </li>
        <li>You can open the quote again at any time from the link in your email.</li>
      </ul>
      <p>
        <Link to={documentPageHref(paths.document, id, searchParams.get('token'))}>
          Back to the quote
        </Link>
      </p>
    </InfoPage>
  );
}
