import { Link } from 'react-router';

import { humanise, InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { CONTENT_TYPE_LABELS, isContentType } from '@/app/routes/route-validators';

export default function ContentDetailPage() {
  const { contentType = '', slug = '' } = useRouteParams();
  const section = isContentType(contentType) ? CONTENT_TYPE_LABELS[contentType] : 'Articles';
  const heading = humanise(slug);

  return (
    <InfoPage
      title={`${heading} | ${section}`}
      heading={heading}
      description={`An article from the Fixwell ${section.toLowerCase()} section, for homeowners planning work and choosing a tradesperson.`}
    >
      <p>
        <Link to={`/${contentType}`}>More {section.toLowerCase()}</Link>
      </p>
    </InfoPage>
  );
}
